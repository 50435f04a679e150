// Elements inserted or removed are named; an index binding that now reads another element says so.
@State var todos = sample.todos
let second = $todos[1]
todos.remove(at: 0)
todos.append(Todo(id: 9, title: "Celebrate"))
todos[1].done = true
:undo
