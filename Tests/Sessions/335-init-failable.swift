// A failable initializer returns nil when it cannot build a value.
struct Percentage {
    var value: Int
    init?(_ value: Int) {
        if value < 0 || value > 100 { return nil }
        self.value = value
    }
    init?(text: String) {
        guard let number = Int(text) else { return nil }
        self.init(number)
    }
}
print(Percentage(50) as Any)
print(Percentage(150) as Any)
print(Percentage(text: "42")?.value as Any, Percentage(text: "x") as Any)
if let full = Percentage(100) {
    print("full:", full.value)
}
