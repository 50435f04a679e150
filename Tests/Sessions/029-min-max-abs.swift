// The global min, max and abs functions, and Array's min() and max().
print(min(3, 7), max(3, 7), min(2.5, -1.0), max("a", "b"))
print(min(4, 9, 1), max(4, 9, 1))
print(abs(-5), abs(5), abs(-2.5), abs(0))
let estimates = sample.todos.map { $0.estimate }
print(estimates.min()!, estimates.max()!)
let ids = sample.todos.map { $0.id }
print(ids.min() as Any, ids.max() as Any)
var clamped = 150
clamped = min(max(clamped, 0), 100)
print(clamped)
print(abs(sample.person.address.number - 20))
