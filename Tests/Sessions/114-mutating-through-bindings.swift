// Mutating methods through a Binding or a @Binding change the source value in place.
@State var names = ["Ada"]
@Binding var list: [String]
_list = $names
list.append("Grace")
list.insert("Olivier", at: 0)
print(names)
$names.wrappedValue.removeLast()
print(names, list.count)
@State var model = sample
let todos = $model.todos
todos.wrappedValue.append(Todo(id: 4, title: "Review"))
todos.wrappedValue.remove(at: 0)
print(model.todos.map { $0.id })
let title = $model.todos[0].title
title.wrappedValue.append("!")
print(model.todos[0].title)
list.removeAll()
print(names.isEmpty, list.isEmpty)
