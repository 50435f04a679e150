// Indirect cases hold values of their own enum
enum Expr {
    case number(Int)
    indirect case add(Expr, Expr)
    indirect case negate(Expr)
}
let e = Expr.add(.number(1), .negate(.number(2)))
print(e)
debugPrint(e)
if case .add(let left, _) = e { print(left) }
