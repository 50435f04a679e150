// A recursive function evaluates an indirect enum by switching over it
enum Expr {
    case number(Int)
    indirect case add(Expr, Expr)
    indirect case multiply(Expr, Expr)
    indirect case negate(Expr)
}
func evaluate(_ expression: Expr) -> Int {
    switch expression {
    case .number(let value): return value
    case .add(let left, let right): return evaluate(left) + evaluate(right)
    case let .multiply(left, right): return evaluate(left) * evaluate(right)
    case .negate(let inner): return -evaluate(inner)
    }
}
func describe(_ expression: Expr) -> String {
    switch expression {
    case .number(let value): return "\(value)"
    case .add(let l, let r): return "(\(describe(l)) + \(describe(r)))"
    case .multiply(let l, let r): return "\(describe(l)) * \(describe(r))"
    case .negate(let e): return "-\(describe(e))"
    }
}
let e = Expr.multiply(.add(.number(2), .number(3)), .negate(.number(4)))
print(describe(e), "=", evaluate(e))
