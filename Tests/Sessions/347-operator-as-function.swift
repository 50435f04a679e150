// An operator passed where a function parameter is expected, and a closure default argument.
func combine(_ a: Int, _ b: Int, with operation: (Int, Int) -> Int = { $0 + $1 }) -> Int {
    operation(a, b)
}
print(combine(3, 4))
print(combine(3, 4, with: *))
print(combine(3, 4, with: -))
func test(_ a: Int, _ b: Int, _ comparison: (Int, Int) -> Bool) -> Bool { comparison(a, b) }
print(test(1, 2, <), test(1, 2, >=), test(2, 2, ==))
