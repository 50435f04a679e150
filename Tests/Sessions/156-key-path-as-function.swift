// A key path can stand in for a closure: todos.map(\.title) is todos.map { $0.title }.
let titles = sample.todos.map(\.title)
print(titles)
print(sample.todos.map(\.note))
print(sample.todos.map(\.estimate).map { $0 * 2 })
let deferred: Int
deferred = sample.todos.count
print(deferred)
