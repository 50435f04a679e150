// Reordering a list like onMove and onDelete do: IndexSet-free moves and deletes by offsets, with bindings kept
struct Item: Identifiable, Equatable { let id: Int; var name: String }

struct ListModel {
    var items: [Item]

    mutating func delete(at offsets: [Int]) {
        for offset in offsets.sorted(by: >) { items.remove(at: offset) }
    }

    mutating func move(from source: Int, to destination: Int) {
        let item = items.remove(at: source)
        items.insert(item, at: destination > source ? destination - 1 : destination)
    }
}

@State var list = ListModel(items: (1...6).map { Item(id: $0, name: "item\($0)") })
list.move(from: 0, to: 3)
print(list.items.map(\.id))
list.move(from: 4, to: 0)
print(list.items.map(\.id))
list.delete(at: [1, 3])
print(list.items.map(\.id))
let first = $list.items[0]
first.name.wrappedValue = "renamed"
print(list.items.first!, list.items.firstIndex(of: Item(id: 6, name: "item6")) as Any)
list.items.reverse()
print(list.items.map(\.name), list.items.last == first.wrappedValue)
list.items.insert(contentsOf: [Item(id: 9, name: "x")], at: 1)
list.items.replaceSubrange(2...3, with: [Item(id: 10, name: "y")])
print(list.items.map(\.id))
