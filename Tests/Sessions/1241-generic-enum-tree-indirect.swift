// An indirect generic enum binary tree with insert, contains, in-order traversal and a depth
indirect enum Tree<T: Comparable> {
    case empty
    case node(Tree<T>, T, Tree<T>)
    func inserting(_ v: T) -> Tree<T> {
        switch self {
        case .empty: return .node(.empty, v, .empty)
        case let .node(l, x, r):
            if v < x { return .node(l.inserting(v), x, r) }
            return .node(l, x, r.inserting(v))
        }
    }
    func contains(_ v: T) -> Bool {
        switch self {
        case .empty: return false
        case let .node(l, x, r):
            return v == x || (v < x ? l.contains(v) : r.contains(v))
        }
    }
    var inOrder: [T] {
        guard case let .node(l, x, r) = self else { return [] }
        return l.inOrder + [x] + r.inOrder
    }
    var depth: Int {
        if case let .node(l, _, r) = self { return 1 + max(l.depth, r.depth) }
        return 0
    }
}
var t = Tree<Int>.empty
for v in [5, 3, 8, 1, 4] { t = t.inserting(v) }
print(t.inOrder, t.depth)
print(t.contains(4), t.contains(6))
let words = ["m", "c", "x"].reduce(Tree<String>.empty) { $0.inserting($1) }
print(words.inOrder)
