// min and max of several values, of one type; abs of Int and Double.
print(min(3, 1, 2), max(3, 1, 2, 9, 4))
print(min(2.5, 1), max(-1.5, -2.0, -0.5))
print(min("pear", "fig", "kiwi"), max("a", "B"))
let width = 320, limit = 200
print(min(width, limit), max(width - 400, 0), abs(width - 400), abs(-2.5))
let clamped = max(0, min(100, 142))
print(clamped)
