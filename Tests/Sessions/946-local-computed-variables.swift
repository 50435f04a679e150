// Computed variables declared in the session body, the way a view's computed properties read the state each time
struct Item { var name: String; var price: Double; var quantity: Int }
@State var cart = [Item(name: "tea", price: 3.5, quantity: 2), Item(name: "jam", price: 4.25, quantity: 1)]
@State var couponPercent = 0

var subtotal: Double { cart.reduce(0) { $0 + $1.price * Double($1.quantity) } }
var discount: Double {
    guard couponPercent > 0 else { return 0 }
    return subtotal * Double(couponPercent) / 100
}
var total: Double { subtotal - discount }
var summary: String { "\(cart.count) lines, total \(total)" }

print(subtotal, discount, total)
$couponPercent.wrappedValue = 10
print(summary)
$cart[1].quantity.wrappedValue += 3
cart.append(Item(name: "bread", price: 2, quantity: 1))
print(summary, discount)
let totals = [subtotal, total].map { ($0 * 100).rounded() / 100 }
print(totals)
func checkout() -> String { "charged \(total)" }
print(checkout())
