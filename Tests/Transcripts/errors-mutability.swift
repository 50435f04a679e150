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
// Assigned in a nested block: usable there, but still initialized only once.
let once: Int
do {
    once = 1
    print(once)
    once = 2
}
