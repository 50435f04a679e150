// A shopping cart: tuples, switch and loops over a State
enum Discount {
    case none
    case percent(Int)
    case fixed(Double)
}
struct Item {
    var name: String
    var price: Double
    var quantity: Int
}
@State var cart = [Item(name: "pen", price: 1.5, quantity: 4), Item(name: "book", price: 12, quantity: 1)]
let discount = Discount.percent(10)
var subtotal = 0.0
for item in cart where item.quantity > 0 {
    subtotal += item.price * Double(item.quantity)
}
var total = subtotal
switch discount {
case .none: break
case .percent(let p): total -= subtotal * Double(p) / 100
case .fixed(let amount): total -= amount
}
print(subtotal, total)
let first = $cart[0]
first.quantity.wrappedValue = 0
var (count, names) = (0, "")
for item in cart {
    guard item.quantity > 0 else { continue }
    count += item.quantity
    names += item.name
}
print(count, names)
