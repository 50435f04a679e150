// main.swift: declared prefix, postfix and infix operators, with a precedence group of the session's own
prefix operator !!
postfix operator ^^
infix operator <>: AdditionPrecedence
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
prefix func !!(x: Bool) -> Bool { return x }
postfix func ^^(x: Int) -> Int { x * x }
func <>(a: Int, b: Int) -> Int { a * 10 + b }
func **(base: Int, exponent: Int) -> Int {
    var result = 1
    for _ in 0..<exponent { result *= base }
    return result
}
print(!!true, !!false)
print(3^^, 1 <> 2 <> 3)
print(2 ** 3 ** 2, 2 * 3 ** 2, 1 + 2 <> 3)
let squares = [2, 3].map { $0^^ }
print(squares, !!(squares.count == 2))
