// Bitwise AND, OR, XOR and NOT on Int, with binary and hex literals.
let a = 0b1100
let b = 0b1010
print(a & b, a | b, a ^ b)
print(~a, ~0, ~(-1))
let color = 0x3366CC
let red = (color >> 16) & 0xFF
let green = (color >> 8) & 0xFF
let blue = color & 0xFF
print(red, green, blue)
