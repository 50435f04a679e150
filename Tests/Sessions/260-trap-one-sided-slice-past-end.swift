// A one-sided slice starting past the end traps: its range would have lowerBound > upperBound
let xs = [1, 2, 3]
print(xs[5...])
