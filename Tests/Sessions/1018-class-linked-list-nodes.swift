// A singly linked list built from Node objects chained by optional `next` references
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
    func append(_ value: Int) {
        guard var node = head else {
            head = Node(value)
            return
        }
        while let following = node.next { node = following }
        node.next = Node(value)
    }
    func prepend(_ value: Int) { head = Node(value, next: head) }
    var values: [Int] {
        var result: [Int] = []
        var node = head
        while let current = node {
            result.append(current.value)
            node = current.next
        }
        return result
    }
}
let list = LinkedList()
list.append(2)
list.append(3)
list.prepend(1)
print(list.values)
list.head?.next?.value = 20
print(list.values, list.head?.next?.next?.value ?? -1)
print(list.head?.next?.next?.next == nil)
