// Rows editing their own element, the way ForEach($todos) { $todo in … } hands each row a binding
struct Todo: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct Row {
    @Binding var todo: Todo
    func toggle() { todo.done.toggle() }
    func rename(_ title: String) { todo.title = title }
    var label: String { (todo.done ? "[x] " : "[ ] ") + todo.title }
}

@State var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Jam")]
let rows = $todos.map { Row(todo: $0) }
rows[1].toggle()
rows[2].rename("Honey")
print(rows.map(\.label))
for todo in $todos where todo.wrappedValue.id != 2 {
    todo.done.wrappedValue = true
}
print(todos.map(\.done), rows[0].label)
func markAll(_ items: Binding<[Todo]>, done: Bool) {
    for index in items.wrappedValue.indices { items[index].done.wrappedValue = done }
}
markAll($todos, done: false)
print(todos.filter(\.done).count, $todos.count, $todos[0].id)
