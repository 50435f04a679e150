// An RPN calculator: enums with payloads, switch, guard, tuples and functions
enum Op { case add, sub, mul }
enum Token: Equatable {
    case number(Int)
    case op(Op)
}
func apply(_ op: Op, _ a: Int, _ b: Int) -> Int {
    switch op {
    case .add: return a + b
    case .sub: return a - b
    case .mul: return a * b
    }
}
func evaluate(_ tokens: [Token]) -> (value: Int, steps: Int)? {
    var stack: [Int] = []
    var steps = 0
    for token in tokens {
        switch token {
        case .number(let n):
            stack.append(n)
        case .op(let op):
            guard stack.count >= 2 else { return nil }
            let b = stack.removeLast()
            let a = stack.removeLast()
            stack.append(apply(op, a, b))
            steps += 1
        }
    }
    guard let result = stack.first, stack.count == 1 else { return nil }
    return (result, steps)
}
print(evaluate([.number(2), .number(3), .op(.add), .number(4), .op(.mul)]) as Any)
func minMax(_ xs: [Int]) -> (min: Int, max: Int) {
    var lo = xs[0], hi = xs[0]
    for x in xs { if x < lo { lo = x }; if x > hi { hi = x } }
    return (lo, hi)
}
let bounds = minMax([3, 9, -2, 5])
print(bounds, bounds.min, bounds.max)
func classify(_ n: Int) -> String {
    switch n {
    case ..<0: return "negative"
    case 0: return "zero"
    case 1...9: return "small"
    default: return "large"
    }
}
print([-5, 0, 7, 12].map(classify))
