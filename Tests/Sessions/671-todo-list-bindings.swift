// A to-do list model with bindings, filtering and sorting
struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
    var priority: Int = 0
}
@State var todos = [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Walk dog", priority: 2), Todo(id: 3, title: "Code", done: true, priority: 1)]
let first = $todos[0]
first.done.wrappedValue = true
print(todos.filter(\.done).map(\.title))
let sortedTitles = todos.sorted { ($0.priority, $0.title) > ($1.priority, $1.title) }.map(\.title)
print(sortedTitles)
if let index = todos.firstIndex(where: { $0.id == 2 }) {
    todos[index].title += "!"
}
print(todos[1])
print(todos.count(where: { !$0.done }))
let byDone = Dictionary(grouping: todos, by: \.done)
print(byDone[true]?.count ?? 0, byDone[false]?.count ?? 0)
todos.removeAll { $0.done }
print(todos.map(\.id))
