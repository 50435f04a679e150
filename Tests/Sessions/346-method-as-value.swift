// A method bound to its value is a function: `formatter.format` passed to map.
struct Formatter {
    var prefix: String
    func format(_ value: Int) -> String { "\(prefix)\(value)" }
}
let hash = Formatter(prefix: "#")
print([1, 2, 3].map(hash.format))
let describe = Formatter(prefix: "item ").format
print(describe(7))
struct Stack {
    private var items: [Int] = []
    var top: Int? { items.last }
    mutating func push(_ item: Int) { items.append(item) }
    @discardableResult
    mutating func pop() -> Int? { items.popLast() }
}
var stack = Stack()
stack.push(1)
stack.push(2)
stack.pop()
print(stack.top as Any)
