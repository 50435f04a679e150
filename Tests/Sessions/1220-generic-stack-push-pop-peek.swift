// A generic Stack<Element> with push, pop, peek, isEmpty and count, used with Int and String
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ item: Element) {
        items.append(item)
    }
    mutating func pop() -> Element? {
        return items.popLast()
    }
    func peek() -> Element? {
        return items.last
    }
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
}
var numbers = Stack<Int>()
numbers.push(1)
numbers.push(2)
numbers.push(3)
print(numbers.peek() ?? -1)
print(numbers.pop()!)
print(numbers.count, numbers.isEmpty)
var words = Stack<String>()
words.push("hello")
print(words.pop() as Any)
print(words.pop() as Any)
print(words.isEmpty)
print(numbers)
