// sorted(by:) with operators and closures, on numbers, strings and structs.
let xs = [3, 10, 1, 7]
print(xs.sorted(by: >), xs.sorted(by: <))
print(xs.sorted { $0 % 3 < $1 % 3 })
let names = ["bob", "Alice", "carol"]
print(names.sorted(), names.sorted { $0.lowercased() < $1.lowercased() })
print(sample.todos.sorted { $0.title < $1.title }.map(\.title))
print(sample.todos.sorted { $0.estimate > $1.estimate }.map { $0.id })
