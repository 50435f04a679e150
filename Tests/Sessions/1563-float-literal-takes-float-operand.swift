// A float literal takes a Float operand's type on either side of an operator
let f: Float = 2
print(f * 0.5, 0.5 * f, 2 * f, f + 1, -0.25 * f)
let d = 3.0
print(0.5 * d)
let i = 4
print(2 * i)
