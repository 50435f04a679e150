// Trailing closures for labelled parameters, nested helper functions in methods, tuple results, Any... parameters.
func minMax(_ values: [Int]) -> (min: Int, max: Int)? {
    guard let first = values.first else { return nil }
    var result = (min: first, max: first)
    for v in values {
        if v < result.min { result.min = v }
        if v > result.max { result.max = v }
    }
    return result
}
if let r = minMax([3, 1, 4]) { print(r.min, r.max, r) }
struct Tree {
    var value: Int
    var children: [Tree] = []
    func sum() -> Int {
        var total = value
        for child in children { total += child.sum() }
        return total
    }
    func depth() -> Int {
        func helper(_ t: Tree, _ d: Int) -> Int {
            t.children.map { helper($0, d + 1) }.max() ?? d
        }
        return helper(self, 1)
    }
}
let tree = Tree(value: 1, children: [Tree(value: 2), Tree(value: 3, children: [Tree(value: 4)])])
print(tree.sum(), tree.depth())
func process(_ items: [String], transform: (String) -> String = { $0 }) -> [String] {
    items.map(transform)
}
print(process(["a"]), process(["a", "b"]) { $0.uppercased() })
func counterPair() -> (increment: () -> Void, get: () -> Int) {
    var n = 0
    return ({ n += 1 }, { n })
}
let pair = counterPair()
pair.increment(); pair.increment()
print(pair.get())
func describe(_ value: Any) -> String {
    if let i = value as? Int { return "int \(i)" }
    return "other"
}
print(describe(3), describe("x"))
func log(_ items: Any..., separator: String = " ") {
    print(items.map { "\($0)" }.joined(separator: separator))
}
log(1, "two", 3.0)
log("a", "b", separator: "-")
