// Masking shifts (&<<, &>>) take the amount modulo the bit width; a shift amount may be of another integer type than the value
struct Flags {
    var bits: Int64
    subscript(bit: Int) -> Bool {
        get { bits & (1 &<< Int64(bit)) != 0 }
        set {
            let mask: Int64 = 1 &<< bit
            bits = newValue ? bits | mask : bits & ~mask
        }
    }
}
var flags = Flags(bits: 0)
for bit in stride(from: 0, to: 64, by: 3) { flags[bit] = true }
flags[63] = true
flags[3] = false
print(flags.bits, flags[0], flags[3], flags[63])
let one: Int64 = 1
let count = 3
print(one << count, one &<< 65, one &<< -1, 1 << Int64(5))
print(Int8(1) &<< 9, UInt8(255) &>> 12, 5 &<< 62, -1 &>> 70, Int8(-128) >> 100)
var narrow: UInt16 = 3
narrow &<<= 15
var wide: Int64 = 1 &<< count
wide &>>= UInt8(1)
wide <<= count
print(narrow, wide, Int32(-16) &>> Int8(2), UInt8(200) >> 9)
