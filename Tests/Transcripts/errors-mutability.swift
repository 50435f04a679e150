// arguments: --keep-going
// Writes Swift refuses: constants, get-only properties, let fields, mutating a constant.
let fixed = 1
fixed = 2
let person = sample.person
person.name = "Ann"
person.address.description = "nowhere"
let todos = sample.todos
todos.append(Todo(id: 9, title: "Nine"))
print(fixed, person.name, todos.count)
let x: Int
x = 1
x = 2
