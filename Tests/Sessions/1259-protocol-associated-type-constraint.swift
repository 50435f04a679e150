// An associatedtype with a constraint (Item: Equatable), a generic struct conforming, and a default method using ==
protocol Bag {
    associatedtype Item: Equatable
    var contents: [Item] { get }
}
extension Bag {
    func has(_ item: Item) -> Bool { contents.contains(item) }
    func occurrences(of item: Item) -> Int { contents.filter { $0 == item }.count }
    var isEmpty: Bool { contents.isEmpty }
}
struct Marbles: Bag {
    var contents: [String]
}
struct Generic<T: Equatable>: Bag {
    var contents: [T]
}
let m = Marbles(contents: ["red", "blue", "red"])
print(m.has("red"), m.has("green"), m.occurrences(of: "red"))
let g = Generic(contents: [1, 2, 2, 2])
print(g.occurrences(of: 2), g.isEmpty)
print(Generic<Double>(contents: []).isEmpty)
func countAll<B: Bag>(_ b: B, _ xs: [B.Item]) -> Int {
    xs.map { b.occurrences(of: $0) }.reduce(0, +)
}
print(countAll(m, ["red", "blue"]))
