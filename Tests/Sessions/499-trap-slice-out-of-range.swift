// A slice reaching past the end of the array traps.
let xs = [1, 2, 3]
print(xs[1...2])
print(xs[1...3])
