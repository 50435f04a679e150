// A function given a class instance can change it without inout: the caller sees the change
class Product {
    var name: String
    var price: Double
    init(name: String, price: Double) {
        self.name = name
        self.price = price
    }
}
func applyDiscount(to product: Product, percent: Double) {
    product.price = product.price * (100 - percent) / 100
}
func rename(_ product: Product, to newName: String) -> Product {
    product.name = newName
    return product
}
let lamp = Product(name: "Lamp", price: 40)
applyDiscount(to: lamp, percent: 25)
print(lamp.name, lamp.price)
let renamed = rename(lamp, to: "Desk Lamp")
print(lamp.name, renamed === lamp)
let cart = [lamp, Product(name: "Chair", price: 80)]
for item in cart {
    applyDiscount(to: item, percent: 50)
}
print(cart.map { $0.price }, lamp.price)
