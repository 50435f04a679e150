// Extensions add methods and initializers to your types; an extension's init keeps the memberwise one.
struct Money {
    var cents: Int
}
extension Money {
    init(dollars: Int) {
        self.init(cents: dollars * 100)
    }
    var formatted: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    func adding(_ other: Money) -> Money { Money(cents: cents + other.cents) }
    mutating func add(_ cents: Int) { self.cents += cents }
}
var wallet = Money(dollars: 3)
wallet.add(5)
print(wallet.formatted)
print(wallet.adding(Money(cents: 195)).formatted)
print(Money(cents: 7))
