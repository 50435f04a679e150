// Tuple elements by position and by label
let pair = (1, "one")
print(pair.0, pair.1)
let point = (x: 3, y: 4)
print(point.x, point.y, point.0, point.1)
let nested = ((1, 2), (a: "x", b: "y"))
print(nested.0.1, nested.1.b, nested.1.0)
print(nested.0)
let total = point.x * point.x + point.y * point.y
print(total)
