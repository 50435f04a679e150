// An overflow inside a mutating method, after the loop's earlier calls: the statement traps.
struct Accumulator {
    var value = 1
    mutating func double() { value *= 2 }
}
var accumulator = Accumulator()
for _ in 0..<10 { accumulator.double() }
print(accumulator.value)
for _ in 0..<100 { accumulator.double() }
