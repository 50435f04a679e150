// Inventory with enums, dictionaries of arrays and mutation through inout
enum Category: String, CaseIterable, Comparable {
    case fruit, dairy, bakery
    static func < (a: Category, b: Category) -> Bool { a.rawValue < b.rawValue }
}
struct Item: Equatable { var name: String; var category: Category; var stock: Int }
var inventory: [Category: [Item]] = [:]
func add(_ item: Item, to inventory: inout [Category: [Item]]) {
    inventory[item.category, default: []].append(item)
}
add(Item(name: "apple", category: .fruit, stock: 10), to: &inventory)
add(Item(name: "milk", category: .dairy, stock: 0), to: &inventory)
add(Item(name: "pear", category: .fruit, stock: 3), to: &inventory)
add(Item(name: "bun", category: .bakery, stock: 12), to: &inventory)
for category in inventory.keys.sorted() {
    let names = inventory[category]!.map(\.name).sorted()
    print(category, names)
}
func restock(_ items: inout [Item], by amount: Int) {
    for i in items.indices where items[i].stock < 5 { items[i].stock += amount }
}
restock(&inventory[.fruit]!, by: 7)
print(inventory[.fruit]!.map(\.stock))
let outOfStock = inventory.values.joined().filter { $0.stock == 0 }.map(\.name)
print(outOfStock)
print(Category.allCases.sorted().map(\.rawValue), Category.fruit < .dairy)
let totalStock = inventory.values.flatMap { $0 }.reduce(0) { $0 + $1.stock }
print(totalStock)
if let milk = inventory[.dairy]?.first(where: { $0.name == "milk" }) { print(milk) }
print(inventory[.bakery]?.contains(Item(name: "bun", category: .bakery, stock: 12)) ?? false)
