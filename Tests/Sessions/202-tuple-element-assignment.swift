// Writing into a var tuple, its elements and tuples inside arrays
var point = (x: 1, y: 2)
point.x = 10
point.y += 5
print(point)
point = (x: 0, y: 0)
print(point)
var pairs = [(1, "a"), (2, "b")]
pairs[1].0 *= 10
pairs[0].1 = "z"
print(pairs)
var deep = (inner: (a: 1, b: 2), c: 3)
deep.inner.b = 20
print(deep)
