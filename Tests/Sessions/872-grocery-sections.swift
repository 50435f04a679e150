// A grocery list sorted into store aisles: enum Comparable by declaration order, sections, check-off
import Foundation
enum Aisle: Int, Comparable, CaseIterable {
    case produce, bakery, dairy, frozen, household
    static func < (a: Aisle, b: Aisle) -> Bool { a.rawValue < b.rawValue }
    var title: String { "\(self)".capitalized }
}

struct GroceryItem: Identifiable, Equatable {
    let id: Int
    var name: String
    var aisle: Aisle
    var checked = false
}

struct GroceryList {
    var items: [GroceryItem] = []

    var sections: [(Aisle, [GroceryItem])] {
        let grouped = Dictionary(grouping: items, by: \.aisle)
        return grouped.keys.sorted().map { ($0, grouped[$0]!.sorted { $0.name < $1.name }) }
    }
    var progress: String {
        let done = items.filter(\.checked).count
        return "\(done)/\(items.count) (\(items.isEmpty ? 0 : done * 100 / items.count)%)"
    }
}

@State var list = GroceryList()
let names: [(String, Aisle)] = [("milk", .dairy), ("apples", .produce), ("bread", .bakery),
                                ("ice cream", .frozen), ("bananas", .produce), ("soap", .household)]
for (i, entry) in names.enumerated() {
    list.items.append(GroceryItem(id: i, name: entry.0, aisle: entry.1))
}
for (aisle, items) in list.sections {
    print(aisle.title + ":", items.map(\.name))
}
$list.items[1].checked.wrappedValue = true
$list.items[4].checked.wrappedValue.toggle()
print(list.progress)
list.items.removeAll(where: \.checked)
print(list.sections.map { $0.0 }, list.progress)
print(Aisle.allCases.filter { $0 > .bakery }, Aisle.produce < Aisle.frozen, [Aisle.dairy, .produce].sorted())
