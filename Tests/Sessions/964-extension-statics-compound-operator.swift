// Static constants and factories added in an extension, a declared += operator
import Foundation
struct Money: CustomStringConvertible {
    private(set) var cents: Int
    init(_ dollars: Double) { cents = Int((dollars * 100).rounded()) }
    var description: String { String(format: "$%d.%02d", cents / 100, cents % 100) }
    static func + (a: Money, b: Money) -> Money { var m = a; m.cents += b.cents; return m }
    static func += (total: inout Money, amount: Money) {
        print("adding \(amount) to \(total)")
        total = total + amount
    }
    static func -= (total: inout Money, amount: Money) { total.cents -= amount.cents }
}
extension Money {
    static let zero = Money.dollars(0)
    static let tip = Money(2)
    static func dollars(_ d: Double) -> Money { Money(d) }
    static var fee: Money { Money(0.99) }
}
var wallet = Money.zero
wallet += Money(10.5)
wallet += .tip
wallet -= Money.fee
print(wallet, Money.zero, [Money.tip, .fee])
struct Order { var lines: [Money] = []; var total = Money.zero }
var order = Order()
for price in [1.25, 3.5] {
    order.lines.append(Money(price))
    order.total += Money(price)
}
print(order.total, order.lines)
