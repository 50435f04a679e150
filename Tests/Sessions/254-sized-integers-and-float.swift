// Sized integers and Float: literals by context, arithmetic, bitwise and overflow operators, conversions, limits
let a: UInt8 = 200
let b: UInt8 = 55
print(a + b, a &+ 100, a / 3, a % 7, a & 0x0F, a | 1, a ^ 0xFF, ~a, a >> 2, a << 1)
let c: Int8 = -128
print(c, c &- 1, Int8.max, Int8.min, UInt16.max, Int64.min, UInt64.max)
print(Int(a) + 1000, UInt8(truncatingIfNeeded: 300), Int8(truncatingIfNeeded: 255))
print(UInt8(exactly: 256) as Any, UInt8(exactly: 255) as Any, Int8(-5.9), Double(a), Float(a))
let f: Float = 0.1
let g = f * 3
print(f, g, Float(1) / 3, Double(f), type(of: g), f < 0.2)
var counts: [UInt8] = [1, 2, 3]
counts[0] += 10
print(counts, counts.reduce(0, +), counts.max()!)
let big: UInt64 = 18_446_744_073_709_551_615
print(big, big / 2, Int32(100_000) * 2)
print([a, b].sorted(), a == 200, a > b, -(c + 1))
