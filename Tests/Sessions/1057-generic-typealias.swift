// Type aliases give names to specialised generic types and to generic shapes
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) {
        items.append(item)
    }
}
typealias IntStack = Stack<Int>
typealias Matrix<T> = [[T]]
typealias Named<T> = (name: String, value: T)
var s = IntStack()
s.push(5)
print(s, type(of: s))
let identity: Matrix<Int> = [[1, 0], [0, 1]]
print(identity, identity[1][1])
let grid: Matrix<String> = [["a", "b"]]
print(grid.count, grid[0].count)
let entry: Named<Double> = (name: "pi", value: 3.14)
print(entry.name, entry.value)
let entries: [Named<Int>] = [("a", 1), ("b", 2)]
print(entries.map { $0.name }, entries.map(\.value))
