// Compound assignments with bitwise, shift and overflow operators.
var bits = 0b0001
bits <<= 3
print(bits)
bits |= 0b0011
print(bits)
bits &= 0b1110
print(bits)
bits ^= 0b1111
print(bits)
bits >>= 1
print(bits)
var counter = Int.max - 1
counter &+= 5
print(counter)
counter &-= 10
print(counter)
counter &*= 3
print(counter)
