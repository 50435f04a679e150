// How generic types print: values show their type arguments, type(of:) names them
struct Stack<Element> {
    var items: [Element] = []
}
struct Pair<A, B> {
    var first: A
    var second: B
}
print(Stack<Int>())
print(Stack(items: ["x", "y"]))
print(type(of: Stack<Int>()))
print(Pair(first: 1, second: 2.5))
print(Pair<String, Stack<Int>>.self)
print(Stack<Pair<Int, Bool>>(items: [Pair(first: 1, second: true)]))
print(String(describing: Stack<[Int]>.self))
print("\(type(of: Pair(first: "a", second: [1])))")
print(Optional<Stack<Int>>.none as Any)
print([Stack<Int>(), Stack(items: [1])])
print(Array<Int>.self, Dictionary<String, Int>.self, Optional<Int>.self)
