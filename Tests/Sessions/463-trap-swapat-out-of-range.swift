// swapAt with an index past the end traps.
var xs = [1, 2, 3]
xs.swapAt(0, 2)
print(xs)
xs.swapAt(0, 3)
