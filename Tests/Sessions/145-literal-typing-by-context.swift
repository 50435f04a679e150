// Literal arithmetic takes its type from context: 5 / 2 * 2.0 is all Double, Double(k / 4) divides Ints.
print(Double(1) / 3, Double(7) / 2, Int(7 / 2.0))
let k = 10
print(Double(k / 4), Double(k) / 4, String(1 / 2))
print(1 / 3 * 3.0, 5 / 2 * 2.0, 2 + 3 == 5.0)
print(min(1 / 2, 0.4), max(1 / 2, 0))
print(abs(-3 / 2), abs(-3 / 2.0))
