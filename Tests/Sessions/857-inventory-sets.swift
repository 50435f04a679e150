// An inventory with tags: Set union, intersection, subtracting, symmetric difference, sorted output
struct Item: Hashable, Identifiable {
    let id: String
    var quantity: Int
    var tags: Set<String>
}

struct Inventory {
    var items: [Item]

    var allTags: Set<String> { items.reduce(into: Set<String>()) { $0.formUnion($1.tags) } }
    var lowStock: [String] { items.filter { $0.quantity < 5 }.map(\.id).sorted() }

    func items(taggedWithAll tags: Set<String>) -> [String] {
        items.filter { tags.isSubset(of: $0.tags) }.map(\.id)
    }

    mutating func restock(_ id: String, by amount: Int) {
        guard let index = items.firstIndex(where: { $0.id == id }) else {
            print("no item \(id)")
            return
        }
        items[index].quantity += amount
    }
}

@State var inventory = Inventory(items: [
    Item(id: "hammer", quantity: 3, tags: ["tools", "metal"]),
    Item(id: "nails", quantity: 250, tags: ["metal", "small"]),
    Item(id: "glue", quantity: 2, tags: ["small", "liquid"]),
    Item(id: "saw", quantity: 7, tags: ["tools", "metal", "sharp"]),
])
print(inventory.allTags.sorted())
print(inventory.lowStock)
print(inventory.items(taggedWithAll: ["tools", "metal"]))
let a = inventory.items[0].tags, b = inventory.items[3].tags
print(a.union(b).sorted(), a.intersection(b).sorted(), b.subtracting(a).sorted())
print(a.symmetricDifference(inventory.items[1].tags).sorted(), a.isDisjoint(with: ["liquid"]))
inventory.restock("glue", by: 10)
inventory.restock("tape", by: 1)
$inventory.items[0].tags.wrappedValue.insert("heavy")
print(inventory.lowStock, inventory.items[0].tags.contains("heavy"), inventory.allTags.count)
let removed = $inventory.items[3].tags.wrappedValue.remove("sharp")
print(removed as Any, inventory.items[3].tags.count)
