// Element bindings capture the index, not the element: after a removal they reach a different one.
@State var todos = sample.todos
let last = $todos[2]
let middle = $todos[1]
print(middle.wrappedValue.title, last.wrappedValue.title)
todos.remove(at: 0)
print(middle.wrappedValue.title)
middle.title.wrappedValue = "Edited through the old binding"
print(todos.map { $0.title })
todos.insert(Todo(id: 0, title: "New first"), at: 0)
print(middle.wrappedValue.title, last.wrappedValue.title)
