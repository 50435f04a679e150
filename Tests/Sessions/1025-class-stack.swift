// A Stack class wrapping a private array, with push/pop/peek methods
class Stack {
    private var items: [Int] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    func push(_ item: Int) { items.append(item) }
    func pop() -> Int? { items.popLast() }
    func peek() -> Int? { items.last }
}
let stack = Stack()
print(stack.isEmpty, stack.peek() as Any)
for n in [3, 1, 4] {
    stack.push(n)
}
print(stack.count, stack.peek()!)
print(stack.pop()!, stack.pop()!)
let same = stack
same.push(9)
print(stack.count, stack.peek()!)
while let top = stack.pop() {
    print("popped", top)
}
print(stack.isEmpty, stack.pop() == nil)
