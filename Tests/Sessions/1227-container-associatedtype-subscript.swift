// The book's Container protocol: associatedtype Item, append, count and a subscript; a generic conformer
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct IntStack: Container {
    var items: [Int] = []
    mutating func push(_ item: Int) { items.append(item) }
    mutating func append(_ item: Int) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func append(_ item: Element) { items.append(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] {
        return false
    }
    return true
}
var a = IntStack()
a.append(1); a.append(2)
var b = Stack<Int>()
b.append(1); b.append(2)
print(a[1], b[0], a.count)
print(allItemsMatch(a, b))
b.append(3)
print(allItemsMatch(a, b))
var words = Stack<String>()
words.append("uno")
print(words[0], words.count)
