// reversed(), enumerated() and stride return views that print as Swift's structs do.
let xs = [3, 1, 2]
print(xs.reversed(), type(of: xs.reversed()))
debugPrint(xs.reversed())
print("ab".reversed(), xs.enumerated(), [xs.reversed()])
print((1...3).reversed(), "hi".enumerated(), type(of: "hi".enumerated()))
let steps = stride(from: 0, to: 10, by: 3)
print(steps, type(of: steps), type(of: stride(from: 0.0, through: 1, by: 0.5)))
let backwards: [Int] = xs.reversed()
print(backwards, "\(xs.reversed())", xs.reversed().first!, xs.enumerated().map(\.offset))
dump(xs.reversed())
