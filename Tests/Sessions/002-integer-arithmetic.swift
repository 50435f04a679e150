// Integer arithmetic follows Swift's precedence: * / % bind tighter than + -, unary minus tightest.
let a = 7
let b = 3
print(a + b, a - b, a * b, a / b, a % b)
print(a + b * 2, (a + b) * 2)
print(a - b - 1, a - (b - 1))
print(-a + b, -(a + b), -a * -b)
print(2 * 3 + 4 * 5 - 6 / 2)
print(100 / 10 / 5, 100 % 7 % 4)
var total = 0
total = total + a * b
print("total:", total)
print(sample.person.address.number * 2 + 1)
