// A protocol-typed stored property in a class: swapping strategies and a delegate held through a class-only protocol
protocol DiscountStrategy {
    func apply(_ price: Double) -> Double
}
struct NoDiscount: DiscountStrategy {
    func apply(_ price: Double) -> Double { price }
}
struct Percent: DiscountStrategy {
    let rate: Double
    func apply(_ price: Double) -> Double { price * (1 - rate) }
}
protocol CheckoutDelegate: AnyObject {
    func didCheckout(total: Double)
}
class Logger: CheckoutDelegate {
    var totals: [Double] = []
    func didCheckout(total: Double) { totals.append(total) }
}
class Cart {
    var strategy: DiscountStrategy = NoDiscount()
    weak var delegate: CheckoutDelegate?
    var prices: [Double] = []
    func checkout() {
        let total = prices.map { strategy.apply($0) }.reduce(0, +)
        delegate?.didCheckout(total: total)
    }
}
let logger = Logger()
let cart = Cart()
cart.delegate = logger
cart.prices = [10, 20]
cart.checkout()
cart.strategy = Percent(rate: 0.5)
cart.checkout()
print(logger.totals)
print(cart.strategy is Percent, (cart.strategy as? Percent)?.rate ?? 0)
