// Trap: overflow in multiplication is checked the same way as in addition.
var factors = [Int.max / 2, 2]
print(factors[0] * factors[1])
factors[1] = 3
print(factors[0] * factors[1])
print("never printed")
