// arguments: --keep-going
// A statement that traps is reported in Swift's words and rolled back entirely.
@State var todos = sample.todos
var log: [String] = []
let addThenBreak = {
    todos.append(Todo(id: 4, title: "Half done"))
    log.append("appended")
    todos[10].done = true
}
addThenBreak()
print(todos.count, log)
var counter = Int.max - 1
counter += 1
counter += 1
print(counter)
let missing: Int? = nil
let value = missing!
print(value)
print(todos.map { $0.title })
