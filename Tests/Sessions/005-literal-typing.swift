// Integer literals become Doubles when the context is Double: celsius * 9 / 5 + 32 stays fractional.
let celsius = 21.5
let fahrenheit = celsius * 9 / 5 + 32
print(fahrenheit)
let ratio: Double = 3
print(ratio, ratio / 2)
let count = 3
print(Double(count) / 2, count / 2)
var estimate = sample.todos[2].estimate
estimate += 1
estimate *= 3
print(estimate)
let total = sample.todos[0].estimate + sample.todos[1].estimate + 1
print(total)
print(7 / 2, 7.0 / 2, 7 / 2.0)
let fraction = 1 / 4 + 0.5
print(fraction)
