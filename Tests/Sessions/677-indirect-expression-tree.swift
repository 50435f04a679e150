// Recursive enum expression tree with indirect cases and evaluation
indirect enum Expr {
    case number(Int)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)
}
func evaluate(_ e: Expr) -> Int {
    switch e {
    case .number(let n): return n
    case let .add(a, b): return evaluate(a) + evaluate(b)
    case let .multiply(a, b): return evaluate(a) * evaluate(b)
    case .negate(let inner): return -evaluate(inner)
    }
}
func describe(_ e: Expr) -> String {
    switch e {
    case .number(let n): return "\(n)"
    case .add(let a, let b): return "(\(describe(a)) + \(describe(b)))"
    case .multiply(let a, let b): return "\(describe(a)) * \(describe(b))"
    case .negate(let inner): return "-\(describe(inner))"
    }
}
let tree = Expr.add(.number(2), .multiply(.number(3), .negate(.number(4))))
print(describe(tree), "=", evaluate(tree))
print(tree)
