// A session's own Todo (Identifiable) shadows the sample's, with element bindings through $todos.
struct Todo: Identifiable {
    var id: Int
    var text: String
    var isDone = false
}
@State var todos = [Todo(id: 1, text: "Read"), Todo(id: 2, text: "Write")]
let second = $todos[1]
second.isDone.wrappedValue = true
print(todos)
print(second.id, second.wrappedValue.text)
print(sample.todos.count, sample.todos[0].title)
let fromSample: [SampleModel.Todo] = sample.todos.filter { $0.done }
print(fromSample.map { $0.title })
