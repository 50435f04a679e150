// An associatedtype lets the protocol talk about the element type each conformer picks
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}
struct IntBox: Container {
    var items: [Int] = []
    mutating func add(_ item: Int) {
        items.append(item)
    }
}
struct Shelf: Container {
    typealias Item = String
    var items: [String] = []
    mutating func add(_ item: String) {
        items.insert(item, at: 0)
    }
}
func firstItem<C: Container>(_ c: C) -> C.Item? {
    c.items.first
}
func addAll<C: Container>(_ values: [C.Item], to c: inout C) {
    for v in values { c.add(v) }
}
var box = IntBox()
addAll([1, 2, 3], to: &box)
var shelf = Shelf()
addAll(["a", "b", "c"], to: &shelf)
print(box.items, shelf.items)
print(firstItem(box) ?? 0, firstItem(shelf) ?? "")
print(firstItem(IntBox()) as Any)
