// Functions return tuples, which callers take apart or read by label
func divide(_ a: Int, by b: Int) -> (quotient: Int, remainder: Int) {
    (a / b, a % b)
}
let result = divide(17, by: 5)
print(result, result.quotient, result.remainder)
let (q, r) = divide(9, by: 2)
print(q, r)
func stats(_ values: [Double]) -> (min: Double, max: Double, mean: Double)? {
    guard let first = values.first else { return nil }
    var lo = first, hi = first, sum = 0.0
    for v in values {
        lo = min(lo, v)
        hi = max(hi, v)
        sum += v
    }
    return (lo, hi, sum / Double(values.count))
}
print(stats([]) as Any)
if let s = stats([2, 8, 5]) {
    print(s.min, s.max, s.mean)
}
