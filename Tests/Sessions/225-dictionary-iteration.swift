// Iterating a dictionary gives (key, value) tuples
let ages = ["Ada": 36]
for (name, age) in ages {
    print(name, age)
}
for entry in ages {
    print(entry.key, entry.value)
}
let scores = ["a": 1, "b": 2, "c": 3]
var total = 0
for (_, score) in scores { total += score }
print(total)
