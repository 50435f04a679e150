// An extension of a generic type can use its Element without redeclaring it
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) {
        items.append(item)
    }
    mutating func pop() -> Element? {
        items.popLast()
    }
}
extension Stack {
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    var top: Element? { items.last }
}
var stack = Stack<String>()
print(stack.isEmpty, stack.count, stack.top ?? "-")
stack.push("a")
stack.push("b")
print(stack.isEmpty, stack.count, stack.top ?? "-")
while let item = stack.pop() {
    print("popped", item)
}
print(stack.isEmpty)
var bools = Stack<Bool>()
bools.push(true)
print(bools.count, bools.top!)
