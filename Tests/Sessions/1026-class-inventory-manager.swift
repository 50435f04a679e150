// A lookup returns the shared instance, so changing the found item changes the inventory's item
class Item {
    let name: String
    var quantity: Int
    init(name: String, quantity: Int) {
        self.name = name
        self.quantity = quantity
    }
}
class Inventory {
    var items: [Item] = []
    func add(_ name: String, _ quantity: Int) {
        if let existing = find(name) {
            existing.quantity += quantity
        } else {
            items.append(Item(name: name, quantity: quantity))
        }
    }
    func find(_ name: String) -> Item? {
        items.first { $0.name == name }
    }
    var total: Int { items.reduce(0) { $0 + $1.quantity } }
}
let store = Inventory()
store.add("apple", 5)
store.add("pear", 2)
store.add("apple", 3)
print(store.items.count, store.total)
if let pear = store.find("pear") {
    pear.quantity = 0
}
print(store.items.map { "\($0.name)=\($0.quantity)" })
print(store.find("kiwi") == nil)
