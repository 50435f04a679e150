// deinit: objects held only by an array end when removed, when the array is emptied, and when an element is replaced
class Item {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
var items = [Item("a"), Item("b"), Item("c"), Item("d")]
items.remove(at: 1)
print("removed b: \(items.map(\.name))")
items[0] = Item("e")
print("replaced a: \(items.map(\.name))")
let kept = items[1]
items.removeAll()
print("emptied; kept \(kept.name)")
var list: [Item]? = [Item("f"), Item("g")]
list = nil
print("end")
