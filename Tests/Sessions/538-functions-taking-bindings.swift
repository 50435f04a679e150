// Functions that take Bindings: toggling, editing through element bindings, derived bindings
struct Task: Identifiable { let id: Int; var title: String; var done = false }
@State var tasks = [Task(id: 1, title: "Write"), Task(id: 2, title: "Test"), Task(id: 3, title: "Ship")]
@State var filterDone = false
func toggleAll(_ items: Binding<[Task]>) {
    for index in items.wrappedValue.indices { items[index].done.wrappedValue.toggle() }
}
func rename(_ title: Binding<String>, to newTitle: String) { title.wrappedValue = newTitle }
toggleAll($tasks)
print(tasks.map(\.done))
rename($tasks[1].title, to: "Test more")
print(tasks[1].title)
let doneCount = Binding<Int>(get: { tasks.filter(\.done).count }, set: { _ in })
print(doneCount.wrappedValue)
let titles = $tasks.map { $0.title }
titles[2].wrappedValue = "Ship it"
print(tasks.map(\.title))
func binding(for id: Int) -> Binding<Task>? {
    guard let index = tasks.firstIndex(where: { $0.id == id }) else { return nil }
    return $tasks[index]
}
binding(for: 3)?.done.wrappedValue = false
print(tasks.filter { !$0.done }.map(\.id), binding(for: 9) == nil)
let showDone = $filterDone
showDone.wrappedValue.toggle()
print(filterDone, tasks.filter { $0.done == filterDone }.count)
