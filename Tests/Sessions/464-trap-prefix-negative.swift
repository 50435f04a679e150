// prefix of a negative length traps.
let xs = [1, 2, 3]
print(xs.prefix(0))
let n = -1
print(xs.prefix(n))
