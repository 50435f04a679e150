// Folding and sorting model values with the operators their type declares: reduce(.zero, +), sorted(by: >)
struct Money: Comparable, CustomStringConvertible {
    var cents: Int
    static let zero = Money(cents: 0)
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func - (a: Money, b: Money) -> Money { Money(cents: a.cents - b.cents) }
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}

@State var payments = [Money(cents: 1250), Money(cents: 399), Money(cents: 10_005)]
print(payments.reduce(.zero, +), payments.reduce(Money.zero) { $0 + $1 })
print(payments.sorted(by: >), payments.sorted(by: <).first!, payments.max()!)
$payments.wrappedValue.append(Money(cents: 1))
let balance = payments.reduce(Money(cents: 20_000), -)
print(balance, payments.count, balance > .zero)
