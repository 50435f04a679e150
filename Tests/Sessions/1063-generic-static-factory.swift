// Static members of a generic type: a factory with variadic elements and a static constant
struct Stack<Element> {
    var items: [Element]
    static func of(_ items: Element...) -> Stack<Element> {
        Stack(items: items)
    }
    static var empty: Stack<Element> {
        Stack(items: [])
    }
    static var typeName: String {
        "Stack of \(Element.self)"
    }
}
let numbers = Stack.of(1, 2, 3)
print(numbers.items)
let words = Stack<String>.of("a", "b")
print(words)
let nothing = Stack<Double>.empty
print(nothing.items.isEmpty, nothing)
print(Stack<Int>.typeName, Stack<[String]>.typeName)
let inferred: Stack<Character> = .of("x", "y", "z")
print(inferred.items.count, String(inferred.items))
