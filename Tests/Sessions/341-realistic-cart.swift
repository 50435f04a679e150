// A shopping cart: failable init, static factory, extension methods, functions over the model, a watch-like recompute.
struct Product {
    let name: String
    let priceInCents: Int
    init?(name: String, price: Double) {
        if name.isEmpty || price < 0 { return nil }
        self.name = name
        priceInCents = Int(price * 100)
    }
}
struct LineItem {
    var product: Product
    var quantity: Int
    var subtotal: Int { product.priceInCents * quantity }
}
struct Cart {
    var items: [LineItem] = []
    static func with(_ products: [Product]) -> Cart {
        var cart = Cart()
        for product in products { cart.add(product) }
        return cart
    }
    mutating func add(_ product: Product, quantity: Int = 1) {
        items.append(LineItem(product: product, quantity: quantity))
    }
}
extension Cart {
    var total: Int { items.reduce(0) { $0 + $1.subtotal } }
    mutating func changeQuantity(of name: String, by delta: Int) {
        for index in items.indices where items[index].product.name == name {
            items[index].quantity += delta
        }
        items.removeAll { $0.quantity <= 0 }
    }
}
func format(cents: Int) -> String {
    let remainder = cents % 100
    return "$\(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
}
let products = [Product(name: "Tea", price: 3.5), Product(name: "", price: 1), Product(name: "Cake", price: 4.25)].compactMap { $0 }
print(products.map { $0.name })
@State var cart = Cart.with(products)
print(format(cents: cart.total))
cart.changeQuantity(of: "Tea", by: 2)
print(cart.items.map { "\($0.product.name) x\($0.quantity)" }, format(cents: cart.total))
let cake = $cart.items[1].quantity
cake.wrappedValue = 3
print(format(cents: cart.total))
cart.changeQuantity(of: "Cake", by: -3)
print(cart.items.count, format(cents: cart.total))
