// Extensions of built-in types: computed properties and methods on Int, Double, String and Bool.
extension Int {
    var squared: Int { self * self }
    var isEven: Bool { self % 2 == 0 }
    func repeated(_ text: String) -> String {
        String(repeating: text, count: self)
    }
}
extension String {
    var shouted: String { uppercased() + "!" }
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: ".", count: width - count)
    }
}
extension Double {
    func rounded(to places: Int) -> Double {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        return Double(Int(self * factor + 0.5)) / factor
    }
}
extension Bool {
    var flipped: Bool { !self }
}
print(7.squared, 4.isEven, 3.repeated("ab"))
print("hi".shouted, "ab".padded(to: 5))
print(3.14159.rounded(to: 2), true.flipped)
print([1, 2, 3].map { $0.squared })
