// A Binding to an array is a collection of element bindings: $todos.count is an Int,
// $todos.first a Binding<Todo>?, and $todos[1] a Binding<Todo>.
@State var todos = sample.todos
print(type(of: $todos.count), $todos.count)
print(type(of: $todos.first), type(of: $todos[1]))
print($todos.isEmpty, $todos.first!.title.wrappedValue, $todos.last!.id)
$todos.first!.done.wrappedValue = false
print(todos[0].done)
@State var names: [String] = []
print($names.isEmpty, $names.first == nil)
names.append("Ada")
print($names.count, $names[0].wrappedValue)
