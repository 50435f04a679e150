// Structs and arrays are values: a copy changes independently of the original.
var first = sample.person
var second = first
second.name = "Ada"
second.address.number = 1
print(first)
print(second)
var todos = sample.todos
var snapshot = todos
todos[0].done = false
todos.removeLast()
print(todos.count, snapshot.count, snapshot[0].done)
snapshot.append(Todo(id: 4, title: "Copy"))
print(todos.map { $0.id }, snapshot.map { $0.id })
let fixed = sample
print(fixed.todos.count)
