// Force-unwrapping the `next` of the last node in a chain of objects traps
class Node {
    let value: String
    var next: Node?
    init(_ value: String) { self.value = value }
}
let a = Node("a")
let b = Node("b")
a.next = b
print(a.next!.value)
print(a.next === b, b.next == nil)
print(a.next!.next?.value ?? "end")
print(a.next!.next!.value)
