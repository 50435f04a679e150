// Extensions of a generic type with where Element: Equatable and where Element: Numeric
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
}
extension Stack {
    var topItem: Element? { items.last }
}
extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool {
        guard let top = items.last else { return false }
        return top == item
    }
    func count(of item: Element) -> Int {
        items.filter { $0 == item }.count
    }
}
extension Stack where Element: Numeric {
    func sum() -> Element { items.reduce(0, +) }
}
var s = Stack<String>()
s.push("a"); s.push("b"); s.push("a")
print(s.isTop("a"), s.isTop("b"), s.count(of: "a"))
print(s.topItem ?? "-")
var n = Stack<Int>()
n.push(4); n.push(5)
print(n.sum(), n.isTop(5))
var d = Stack(items: [1.5, 2.25])
print(d.sum())
extension Array where Element: Equatable {
    func removingDuplicates() -> [Element] {
        var result: [Element] = []
        for x in self where !result.contains(x) { result.append(x) }
        return result
    }
}
print([3, 1, 3, 2, 1].removingDuplicates())
print(["x", "y", "x"].removingDuplicates())
