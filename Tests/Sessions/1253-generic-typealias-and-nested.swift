// Nested types in a generic struct using the outer parameter, and generic type aliases
struct Inventory<Item> {
    struct Entry {
        var item: Item
        var quantity: Int
    }
    var entries: [Entry] = []
    mutating func add(_ item: Item, quantity: Int = 1) {
        entries.append(Entry(item: item, quantity: quantity))
    }
    var totalQuantity: Int { entries.map(\.quantity).reduce(0, +) }
}
typealias StringPairs<T> = [(String, T)]
typealias Grid<T> = [[T]]
var inv = Inventory<String>()
inv.add("apple", quantity: 3)
inv.add("pear")
print(inv.totalQuantity)
print(inv.entries.map { "\($0.item)x\($0.quantity)" })
let e = Inventory<Int>.Entry(item: 9, quantity: 2)
print(e)
let pairs: StringPairs<Int> = [("a", 1), ("b", 2)]
print(pairs.map { $0.1 })
var g: Grid<Character> = [["x", "o"], ["o", "x"]]
g[1][1] = "-"
print(g)
print(type(of: e))
