// compactMap keeps the non-nil results: parsing, optional fields.
let inputs = ["1", "two", "3", "", "40"]
print(inputs.compactMap { Int($0) })
print(inputs.compactMap { Int($0) }.reduce(0, +))
var todos = sample.todos
todos[1].note = "call back"
print(todos.compactMap { $0.note })
print(todos.compactMap { $0.done ? nil : $0.title })
print([Int?]([1, nil, 3]).compactMap { $0 })
