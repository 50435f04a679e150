// A generic Node<T> class forms a singly linked list; walking it collects the values
class Node<T> {
    var value: T
    var next: Node<T>?
    init(_ value: T, next: Node<T>? = nil) {
        self.value = value
        self.next = next
    }
    func values() -> [T] {
        var result: [T] = []
        var current: Node<T>? = self
        while let node = current {
            result.append(node.value)
            current = node.next
        }
        return result
    }
}
let list = Node(1, next: Node(2, next: Node(3)))
print(list.values())
list.next?.value = 20
print(list.values())
list.next?.next?.next = Node(4)
print(list.values(), list.values().count)
let words = Node("head")
words.next = Node("tail")
print(words.values(), words.next?.next == nil)
