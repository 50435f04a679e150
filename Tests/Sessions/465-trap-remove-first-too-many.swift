// removeFirst(_:) of more elements than the array has traps.
var xs = [1, 2, 3]
xs.removeFirst(2)
print(xs)
xs.removeFirst(2)
