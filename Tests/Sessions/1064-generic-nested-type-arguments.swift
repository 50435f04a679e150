// Generic types nest as type arguments: a Stack of Pairs, a Stack of arrays, an optional Stack
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) {
        items.append(item)
    }
}
struct Pair<A, B> {
    var first: A
    var second: B
}
var scores = Stack<Pair<String, Int>>()
scores.push(Pair(first: "ada", second: 3))
scores.push(Pair(first: "bob", second: 5))
print(scores.items.map { $0.first }, scores.items.map(\.second))
print(type(of: scores))
var batches = Stack<[Int]>()
batches.push([1, 2])
batches.push([])
print(batches.items, batches.items.map(\.count))
var maybe: Stack<Int>? = nil
print(maybe as Any)
maybe = Stack()
maybe?.push(7)
print(maybe?.items ?? [], type(of: maybe))
var nested = Stack<Stack<Bool>>()
nested.push(Stack(items: [true]))
print(nested)
