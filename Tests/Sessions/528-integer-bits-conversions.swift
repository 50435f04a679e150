// Integers: sized types, conversions, bit operations and overflow operators
let a: UInt8 = 200
let b: UInt8 = 100
print(a &+ b, a &- b, b &- a, a &* 2, Int(a) + Int(b))
let bits: UInt16 = 0b1010_1100
print(bits << 2, bits >> 3, bits & 0x0F, bits | 0x100, bits ^ 0xFF, ~bits)
print(String(bits, radix: 2), String(255, radix: 16, uppercase: true), Int("ff", radix: 16)!)
print(Int8(-128), Int8.max, Int16(300), UInt32(1 << 20), Int64.max / 2)
print(UInt8(exactly: 256) as Any, Int8(truncatingIfNeeded: 300), UInt8(clamping: -5), UInt8(clamping: 999))
print(7.quotientAndRemainder(dividingBy: 3), (-7).quotientAndRemainder(dividingBy: 3))
print(12.isMultiple(of: 4), 0.signum(), (-9).signum(), abs(-9), (-9).magnitude)
print(Int.max.addingReportingOverflow(1), 5.multipliedReportingOverflow(by: 3))
print(10.nonzeroBitCount, 16.trailingZeroBitCount, UInt8(1).leadingZeroBitCount)
let total = [250, 10].map { UInt8($0) }.reduce(0 as UInt8) { $0 &+ $1 }
print(total, type(of: total))
print(Double(Int.max), Int(Double(1 << 53)), Float(16_777_217))
