// A function is a value: stored in a constant, passed where a closure is expected.
func add(_ a: Int, _ b: Int) -> Int { a + b }
func square(_ x: Int) -> Int { x * x }
let operation = add
print(operation(3, 4))
print([1, 2, 3].map(square))
let operations: [(Int, Int) -> Int] = [add, { $0 * $1 }]
print(operations.map { $0(6, 7) })
func apply(_ transform: (Int) -> Int, to values: [Int]) -> [Int] {
    values.map(transform)
}
print(apply(square, to: [4, 5]))
print(apply({ $0 + 1 }, to: [4, 5]))
