// == and < on tuples compare element by element
print((1, 2) == (1, 2), (1, 2) != (1, 3))
print((1, "b") < (1, "c"), (2, "a") < (1, "z"), (1, 2) <= (1, 2), (3, 0) > (2, 9))
let a = (x: 1, y: 2)
let b = (1, 2)
print(a == b)
print(("a", 1.5, true) == ("a", 1.5, true))
