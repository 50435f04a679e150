// A function with an inout parameter used as a value, stored and passed to another function
func double(_ value: inout Int) { value *= 2 }
func clampToTen(_ value: inout Int) { value = min(value, 10) }
func apply(_ steps: [(inout Int) -> Void], to value: inout Int) {
    for step in steps { step(&value) }
}
var n = 3
let twice = double
twice(&n)
print(n)
apply([double, double, clampToTen], to: &n)
print(n)
var total = 1
apply([double, { $0 += 5 }], to: &total)
print(total)
let steps: [(inout Int) -> Void] = [double, clampToTen]
print(steps.count, type(of: steps))
