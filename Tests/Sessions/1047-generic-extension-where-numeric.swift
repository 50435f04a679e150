// A constrained extension: sum() and average exist only on stacks whose Element is Numeric
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) {
        items.append(item)
    }
}
extension Stack where Element: Numeric {
    func sum() -> Element {
        items.reduce(0, +)
    }
    func scaled(by factor: Element) -> Stack<Element> {
        Stack(items: items.map { $0 * factor })
    }
}
extension Stack where Element == Double {
    var average: Double {
        items.isEmpty ? 0 : sum() / Double(items.count)
    }
}
var ints = Stack<Int>()
ints.push(4)
ints.push(6)
print(ints.sum(), ints.scaled(by: 10).items)
var doubles = Stack(items: [1.5, 2.5, 5.0])
print(doubles.sum(), doubles.average)
doubles.push(3)
print(doubles.average)
print(Stack<Double>().average)
let words = Stack(items: ["no", "sum", "here"])
print(words.items.count)
