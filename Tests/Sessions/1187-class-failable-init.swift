// Failable initialisers: init? returning nil, a convenience init? delegating, and optional binding of the result
class Temperature {
    let celsius: Double
    init?(celsius: Double) {
        if celsius < -273.15 { return nil }
        self.celsius = celsius
    }
    convenience init?(text: String) {
        guard let value = Double(text) else { return nil }
        self.init(celsius: value)
    }
}
let ok = Temperature(celsius: 21.5)
print(ok?.celsius as Any)
print(Temperature(celsius: -300) == nil)
if let t = Temperature(text: "37") { print(t.celsius) }
print(Temperature(text: "warm")?.celsius ?? 0)
let readings = ["10", "x", "-500", "5"].compactMap { Temperature(text: $0) }
print(readings.map { $0.celsius })
struct Email {
    let address: String
    init?(_ s: String) {
        guard s.contains("@") else { return nil }
        address = s
    }
}
print(Email("a@b.c")?.address ?? "none", Email("nope")?.address ?? "none")
