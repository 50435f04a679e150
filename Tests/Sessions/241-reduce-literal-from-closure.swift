// reduce(0) { … } with Double values: the literal takes the closure's type
struct Item {
    var name: String
    var price: Double
    var quantity = 1
    var total: Double { price * Double(quantity) }
}
let items = [Item(name: "Milk", price: 1.25), Item(name: "Bread", price: 2.5, quantity: 2)]
let total = items.reduce(0) { $0 + $1.total }
print(total)
let count = items.reduce(0) { $0 + $1.quantity }
print(count)
let longest = items.reduce("") { $0.count >= $1.name.count ? $0 : $1.name }
print(longest)
