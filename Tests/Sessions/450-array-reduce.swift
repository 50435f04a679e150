// reduce: with an operator, with a trailing closure, and into another type.
let numbers = [3, 1, 4, 1, 5]
print(numbers.reduce(0, +), numbers.reduce(1, *))
print(numbers.reduce(0) { $0 + $1 * 2 })
print([1.5, 2.25].reduce(0, +))
let words = ["pear", "fig", "apple"]
print(words.reduce("") { $0 + $1.uppercased() })
print(words.reduce(0) { total, word in total + word.count })
print([Int]().reduce(42, +))
print(sample.todos.reduce(0.0) { $0 + $1.estimate })
