// A generic class Node<T> linked list with a generic LinkedList class: append, traversal, count
class Node<T> {
    var value: T
    var next: Node<T>?
    init(value: T) { self.value = value }
}
class LinkedList<T> {
    var head: Node<T>?
    var count = 0
    func append(_ value: T) {
        let node = Node(value: value)
        count += 1
        guard var current = head else { head = node; return }
        while let n = current.next { current = n }
        current.next = node
    }
    func toArray() -> [T] {
        var result: [T] = []
        var node = head
        while let n = node {
            result.append(n.value)
            node = n.next
        }
        return result
    }
}
let list = LinkedList<String>()
list.append("a"); list.append("b"); list.append("c")
print(list.toArray(), list.count)
print(list.head?.next?.value ?? "-")
let nums = LinkedList<Int>()
print(nums.toArray(), nums.head == nil)
nums.append(7)
print(nums.toArray())
print(list.head!)
