// A shopping cart: quantities in a dictionary, prices looked up, totals and a receipt.
struct Product {
    var name: String
    var price: Double
    var category: String
}
let catalog = [
    Product(name: "Tea", price: 3.5, category: "drinks"),
    Product(name: "Cake", price: 4.25, category: "food"),
    Product(name: "Juice", price: 2.0, category: "drinks"),
]
let priceOf = Dictionary(uniqueKeysWithValues: catalog.map { ($0.name, $0.price) })
@State var cart: [String: Int] = [:]
for item in ["Tea", "Cake", "Tea", "Juice", "Tea"] {
    cart[item, default: 0] += 1
}
let lines = cart.sorted { $0.key < $1.key }.map { name, quantity in
    (name: name, quantity: quantity, cost: Double(quantity) * priceOf[name]!)
}
for line in lines {
    let padding = String(repeating: ".", count: 8 - line.name.count)
    print("\(line.name)\(padding) x\(line.quantity)  \(line.cost)")
}
let total = lines.reduce(0.0) { $0 + $1.cost }
print("total:", total)
let perCategory = catalog.reduce(into: [String: Int]()) { counts, product in
    counts[product.category, default: 0] += cart[product.name] ?? 0
}
print(perCategory["drinks"]!, perCategory["food"]!)
print(cart.values.max()!, cart.filter { $0.value > 1 }.keys.sorted())
cart.removeValue(forKey: "Tea")
print(cart.count, cart.mapValues { $0 * 10 }["Cake"]!)
