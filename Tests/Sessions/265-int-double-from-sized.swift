// Int and Double from sized integers: plain, exactly and truncatingIfNeeded
let x: UInt8 = 5
print(Int(x) * 2, Double(x), Int(exactly: 2.5) as Any, Int(truncatingIfNeeded: x))
let big: UInt64 = 18_000_000_000_000_000_000
print(Int(truncatingIfNeeded: big), Int(exactly: big) as Any, Double(big))
let neg: Int16 = -2
print(UInt16(truncatingIfNeeded: neg), Int(neg))
