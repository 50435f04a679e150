// $todos projections: element bindings through a @State array field, and a Binding of a field passed on
struct Todo {
    var title: String
    var done = false
}
struct Row {
    @Binding var todo: Todo
    func check() { todo.done = true }
}
struct List {
    @State var todos = [Todo(title: "milk"), Todo(title: "eggs")]
    func row(_ i: Int) -> Row { Row(todo: $todos[i]) }
}
let list = List()
list.row(1).check()
let title = list.$todos[0].title
title.wrappedValue = "oat milk"
print(list.todos.map(\.title), list.todos.map(\.done))
let count = list.$todos.count
print(count)
for todo in list.$todos {
    todo.done.wrappedValue.toggle()
}
print(list.todos.map(\.done))
