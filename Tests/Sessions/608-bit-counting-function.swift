// Counting and testing bits with &, >> and x & (x - 1) inside functions and loops.
func bitCount(_ value: Int) -> Int {
    var remaining = value
    var count = 0
    while remaining != 0 {
        count += remaining & 1
        remaining >>= 1
    }
    return count
}
func isPowerOfTwo(_ value: Int) -> Bool {
    value > 0 && value & (value - 1) == 0
}
print((0...8).map { bitCount($0) })
print([1, 6, 64, 96, 1024].map { isPowerOfTwo($0) })
var mask = 0
for bit in [0, 3, 5] { mask |= 1 << bit }
print(mask, bitCount(mask), mask & ~(1 << 3))
