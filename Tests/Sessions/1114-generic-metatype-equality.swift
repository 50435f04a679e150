// Metatypes of generic instances compare equal only for the same arguments
struct Stack<Element> {
    var items: [Element] = []
}
class Node<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
let ints = Stack<Int>()
let moreInts = Stack(items: [1, 2])
let strings = Stack<String>()
print(type(of: ints) == type(of: moreInts))
print(type(of: ints) == type(of: strings))
print(type(of: ints) != type(of: strings))
print(type(of: ints) == Stack<Int>.self)
let a = Node(1), b = Node("one"), c = Node(2)
print(type(of: a) == type(of: c), type(of: a) == type(of: b))
print(type(of: b))
