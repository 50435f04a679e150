// for item in $items iterates element bindings: writing through one changes the array in place.
@State var todos = sample.todos
for todo in $todos {
    todo.done.wrappedValue = true
}
print(todos.map { $0.done })
for todo in $todos where todo.wrappedValue.estimate > 1 {
    todo.title.wrappedValue += " (long)"
}
print(todos.map { $0.title })
for todo in $todos {
    print(type(of: todo), todo.id)
}
for i in 0..<2 {
    print(i, $todos[i].wrappedValue.title)
}
