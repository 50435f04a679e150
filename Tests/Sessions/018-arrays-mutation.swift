// Array mutation: append, insert(_:at:), remove(at:), removeLast(), removeAll(), element assignment.
var names = ["Ada", "Grace"]
names.append("Linus")
print(names)
names.insert("Olivier", at: 0)
print(names)
let removed = names.remove(at: 1)
print(removed, names)
let last = names.removeLast()
print(last, names)
names[0] = "Oli"
names[1] += "!"
print(names)
names.append("x")
print(names.count, names)
names.removeAll()
print(names, names.isEmpty)
var todos = sample.todos
todos.append(Todo(id: 4, title: "Celebrate"))
todos[0].title = "Sketch it"
print(todos.count, todos[0].title, todos[3])
