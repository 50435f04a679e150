// A Binding to an array is a collection of element bindings: indices, searching, enumerating.
@State var todos = sample.todos
print($todos.indices, $todos.count)
if let index = $todos.firstIndex(where: { $0.wrappedValue.title.hasPrefix("Wire") }) {
    $todos[index].done.wrappedValue = true
}
print(todos.map(\.done))
for (offset, todo) in $todos.enumerated() where offset > 0 {
    todo.title.wrappedValue = "#\(offset) " + todo.wrappedValue.title
}
print(todos.map(\.title))
print($todos.last(where: { !$0.wrappedValue.done })?.wrappedValue.title ?? "none")
print($todos.count { $0.wrappedValue.done }, $todos.reduce(0) { $0 + $1.wrappedValue.id })
