// Shopping cart totals with Double formatting and reduce(into:)
struct Product { let name: String; let price: Double }
struct Line { let product: Product; var quantity: Int }
var cart: [Line] = [
    Line(product: Product(name: "Apple", price: 0.5), quantity: 6),
    Line(product: Product(name: "Bread", price: 2.25), quantity: 1),
    Line(product: Product(name: "Cheese", price: 7.99), quantity: 2),
]
let total = cart.reduce(0) { $0 + $1.product.price * Double($1.quantity) }
print("Total:", total)
print("Rounded:", (total * 100).rounded() / 100)
let counts = cart.reduce(into: [String: Int]()) { $0[$1.product.name] = $1.quantity }
print(counts.sorted { $0.key < $1.key })
cart[0].quantity -= 2
let expensive = cart.filter { $0.product.price > 1 }.map { "\($0.product.name) x\($0.quantity)" }
print(expensive.joined(separator: ", "))
print(cart.map(\.quantity).max() ?? 0, cart.map(\.product.price).min() ?? 0)
print(Int(total), Int(total.rounded()), total.rounded(.down))
