// Number printing edge cases
import Foundation
print(0.1 + 0.2, 1e20, 1e-7, Double.pi, -0.0, 100.0, 1.5e300 * 1e10)
print(Double.infinity, -Double.infinity, Double.nan, Double.greatestFiniteMagnitude)
let f: Float = 3.14159
print(f, Float(1) / 3, Double(f))
print(Int.max, Int.min, UInt8.max, Int8.min, UInt64.max)
print(7 / 2, -7 / 2, 7 % 3, -7 % 3, 7.0 / 2)
print(2.0.squareRoot(), (10.0).truncatingRemainder(dividingBy: 3), pow(2.0, 10.0))
print(Int(3.99), Int(-3.99), Int("12a") as Any, Double("3.5")!, Int(exactly: 2.5) as Any)
print(1_000_000, 0xFF, 0b1010, 0o17)
print((1...5).map { $0 * $0 }, Array(stride(from: 1.0, through: 2.0, by: 0.25)))
print(type(of: 1), type(of: 1.0), type(of: "a"), type(of: [1]), type(of: (1, "a")))
