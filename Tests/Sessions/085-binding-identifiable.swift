// Binding is Identifiable when its value is: $todo.id is the value's id, not a Binding.
@State var todo = sample.todos[1]
print($todo.id, type(of: $todo.id))
print(type(of: $todo.title))
@State var todos = sample.todos
for element in $todos {
    print(element.id, element.title.wrappedValue)
}
todo.id = 20
print($todo.id)
let ids = $todos.map { $0.id }
print(ids)
