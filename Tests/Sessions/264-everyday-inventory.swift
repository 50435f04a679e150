// An inventory: a computed payload enum, switch over a tuple of enums, totals per category, string building
enum Category: String, CaseIterable { case fruit, dairy, bakery }
enum Stock { case inStock(Int), low(Int), out }
struct Product {
    var name: String
    var category: Category
    var count: Int
    var stock: Stock {
        switch count {
        case 0: return .out
        case 1...3: return .low(count)
        default: return .inStock(count)
        }
    }
}
var products = [
    Product(name: "apple", category: .fruit, count: 12),
    Product(name: "milk", category: .dairy, count: 2),
    Product(name: "bread", category: .bakery, count: 0),
]
for product in products {
    switch (product.category, product.stock) {
    case (.fruit, .inStock(let n)) where n > 10: print("\(product.name): plenty (\(n))")
    case (_, .low(let n)): print("\(product.name): only \(n) left")
    case (let category, .out): print("\(product.name): out of \(category.rawValue)")
    default: print("\(product.name): fine")
    }
}
products[2].count += 5
let summary = Category.allCases.map { category -> String in
    let total = products.filter { $0.category == category }.reduce(0) { $0 + $1.count }
    return "\(category.rawValue)=\(total)"
}
print(summary.joined(separator: ", "))
var report = ""
for (index, product) in products.enumerated() {
    if index > 0 { report += " | " }
    report += product.name.uppercased()
}
print(report)
