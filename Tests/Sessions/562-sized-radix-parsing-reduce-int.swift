// Sized integers parse text in a radix, and reduce's literal start becomes an Int when the closure needs one
let hex = "1E90FF"
let value = UInt32(hex, radix: 16)!
print(value, (value >> 16) & 0xFF, UInt8("ff", radix: 16)!, UInt8("1ff", radix: 16) as Any, Int8("-80", radix: 16)!, UInt16("zz", radix: 36)!)
print(UInt64("11111111", radix: 2)!, Int16("7fff", radix: 16)!, Int16("8000", radix: 16) as Any, UInt32("-1", radix: 10) as Any)
let channels: [Double] = [0.12, 0.56, 1.0]
let packed = channels.reduce(0) { ($0 << 8) | Int(($1 * 255).rounded()) }
let total = channels.reduce(0) { $0 + $1 }
print(packed, String(packed, radix: 16), total)
