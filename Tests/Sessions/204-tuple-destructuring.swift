// let and var patterns take tuples apart
let (a, b) = (1, "two")
print(a, b)
var (x, y) = (10, 20)
x += 1
y = x * 2
print(x, y)
let (first, _) = (3.5, "ignored")
print(first)
let ((p, q), r) = ((1, 2), 3)
print(p + q + r)
let (n, m): (Int, Double) = (1, 2)
print(n, m)
