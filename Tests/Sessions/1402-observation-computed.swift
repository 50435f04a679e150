// A computed property is tracked through the stored properties its getter reads
import Observation
@Observable final class Cart: @unchecked Sendable {
    var prices: [Double] = [2.5, 4.0]
    var discount = 0.0
    var note = ""
    var total: Double { prices.reduce(0, +) - discount }
    var isEmpty: Bool { prices.isEmpty }
}
let cart = Cart()
func watchTotal() {
    let total = withObservationTracking { cart.total } onChange: { print("total will change from \(cart.total)") }
    print("tracking total = \(total)")
}
watchTotal()
print("note")
cart.note = "gift"
print("discount")
cart.discount = 1.5
watchTotal()
print("append")
cart.prices.append(3.0)
print("total now \(cart.total)")
withObservationTracking { _ = cart.isEmpty } onChange: { print("isEmpty may change") }
print("removeAll")
cart.prices.removeAll()
print("total now \(cart.total)")
