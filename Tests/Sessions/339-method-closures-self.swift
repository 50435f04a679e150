// Closures inside methods and getters see `self`'s properties, with or without `self.`.
struct Basket {
    var prices: [Int]
    var discount: Int
    func discounted() -> [Int] {
        prices.map { $0 - discount }
    }
    var total: Int {
        prices.filter { $0 > self.discount }.reduce(0) { $0 + $1 }
    }
    mutating func raise(by amount: Int) {
        prices = prices.map { price in price + amount }
    }
}
var basket = Basket(prices: [10, 3, 25], discount: 5)
print(basket.discounted(), basket.total)
basket.raise(by: 2)
print(basket.prices, basket.total)
