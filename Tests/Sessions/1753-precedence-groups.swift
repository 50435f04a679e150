// main.swift: precedence groups declared above, below and between the standard ones, and their associativity
precedencegroup ForwardPipePrecedence {
    associativity: left
    lowerThan: LogicalDisjunctionPrecedence
    higherThan: AssignmentPrecedence
}
precedencegroup ComposePrecedence {
    higherThan: ForwardPipePrecedence
    associativity: right
}
precedencegroup TightPrecedence {
    higherThan: BitwiseShiftPrecedence
}
infix operator |>: ForwardPipePrecedence
infix operator >>>: ComposePrecedence
infix operator ^^^: TightPrecedence
func |> (value: Int, f: (Int) -> Int) -> Int { f(value) }
func >>> (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) -> (Int) -> Int { { g(f($0)) } }
func ^^^ (a: Int, b: Int) -> Int { a - b }
func double(_ x: Int) -> Int { x * 2 }
func increment(_ x: Int) -> Int { x + 1 }
print(3 |> double |> increment)
print(3 |> double >>> increment >>> double)
print(1 + 2 |> double)
print(10 ^^^ 3 * 2, 2 * 10 ^^^ 3)
let small = 2 < 3 || false
print(small)
