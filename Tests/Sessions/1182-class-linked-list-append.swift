// A singly linked list of class nodes: append walking to the tail, count, and printing by traversal
class Node {
    var value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) {
        self.value = value
        self.next = next
    }
}
class LinkedList {
    var head: Node?
    var isEmpty: Bool { head == nil }
    func append(_ value: Int) {
        let node = Node(value)
        guard var current = head else { head = node; return }
        while let next = current.next { current = next }
        current.next = node
    }
    var count: Int {
        var n = 0
        var cur = head
        while let c = cur { n += 1; cur = c.next }
        return n
    }
    func values() -> [Int] {
        var out: [Int] = []
        var cur = head
        while cur != nil { out.append(cur!.value); cur = cur?.next }
        return out
    }
}
let list = LinkedList()
print(list.isEmpty)
for v in [3, 1, 4, 1, 5] { list.append(v) }
print(list.count, list.values())
list.head?.next?.value = 10
print(list.values())
print(list.head?.next?.next?.value ?? -1)
