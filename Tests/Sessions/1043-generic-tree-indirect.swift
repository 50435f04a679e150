// A recursive generic enum Tree<T> with an indirect case; sum only where T is Numeric
enum Tree<T> {
    case leaf
    indirect case node(Tree<T>, T, Tree<T>)
    var count: Int {
        switch self {
        case .leaf: return 0
        case let .node(left, _, right): return left.count + 1 + right.count
        }
    }
    func inOrder() -> [T] {
        switch self {
        case .leaf: return []
        case let .node(left, value, right): return left.inOrder() + [value] + right.inOrder()
        }
    }
}
extension Tree where T: Numeric {
    var sum: T {
        inOrder().reduce(0, +)
    }
}
let small: Tree<Int> = .node(.node(.leaf, 1, .leaf), 2, .node(.leaf, 3, .leaf))
print(small.count, small.inOrder(), small.sum)
let names: Tree<String> = .node(.leaf, "root", .node(.leaf, "right", .leaf))
print(names.count, names.inOrder())
let empty = Tree<Double>.leaf
print(empty.count, empty.sum, empty.inOrder())
print(Tree<Int>.node(.leaf, 7, .leaf))
