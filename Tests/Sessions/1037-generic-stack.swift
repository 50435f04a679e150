// A generic Stack<Element>: push, pop and peek work the same for Int and String stacks
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) {
        items.append(item)
    }
    mutating func pop() -> Element? {
        items.popLast()
    }
    func peek() -> Element? {
        items.last
    }
}
var numbers = Stack<Int>()
numbers.push(1)
numbers.push(2)
numbers.push(3)
print(numbers.peek() ?? -1)
print(numbers.pop() ?? -1, numbers.pop() ?? -1)
print(numbers.items)
var words = Stack<String>()
words.push("hello")
words.push("world")
print(words.peek() ?? "empty", words.items.count)
print(words.pop() ?? "empty", words.pop() ?? "empty", words.pop() ?? "empty")
print(numbers)
print(words)
