// A shopping cart with totals and discounts
struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Double
}

struct CartLine {
    let product: Product
    var quantity: Int
    var subtotal: Double { product.price * Double(quantity) }
}

struct Cart {
    private(set) var lines: [CartLine] = []
    var discountCode: String? = nil

    mutating func add(_ product: Product, quantity: Int = 1) {
        if let i = lines.firstIndex(where: { $0.product.id == product.id }) {
            lines[i].quantity += quantity
        } else {
            lines.append(CartLine(product: product, quantity: quantity))
        }
    }

    mutating func remove(productID: Int) {
        lines.removeAll { $0.product.id == productID }
    }

    var total: Double {
        let raw = lines.reduce(0) { $0 + $1.subtotal }
        switch discountCode {
        case .some("SAVE10"): return raw * 0.9
        case .some(let code) where code.hasPrefix("HALF"): return raw / 2
        default: return raw
        }
    }
}

let apple = Product(id: 1, name: "Apple", price: 0.5)
let bread = Product(id: 2, name: "Bread", price: 2.25)
let cheese = Product(id: 3, name: "Cheese", price: 7.99)

@State var cart = Cart()
cart.add(apple, quantity: 6)
cart.add(bread)
cart.add(apple)
cart.add(cheese, quantity: 2)
print(cart.lines.map { "\($0.product.name) x\($0.quantity)" })
print("Total: \(cart.total)")
$cart.discountCode.wrappedValue = "SAVE10"
print("With code: \(cart.total)")
cart.discountCode = "HALFOFF"
print("Half: \(cart.total)")
cart.remove(productID: 1)
print(cart.lines.count, cart.total)
let expensive = cart.lines.first { $0.product.price > 5 }
print(expensive?.product.name ?? "none")
