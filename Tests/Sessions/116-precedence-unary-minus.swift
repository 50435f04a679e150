// Unary minus binds tighter than * and %, which associate left to right.
print(-2 * 3 % 4, -(2 * 3) % 4, -7 % 3 * 2)
print(1 - -1, 2 - -3 * -1, -5 / 2 * 2)
let x = 5
print(-x % 3, x % -3, -x / -2)
print(10 - 2 - 3, 2 * 3 % 4, 100 / 7 % 3 * 2 + 1)
print(1 + 2 * 3 - 4 / 2 % 3)
