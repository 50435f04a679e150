// A SwiftUI-style store: a struct with private(set) state and mutating methods, driven through @State and bindings.
struct TaskItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}
struct TaskStore {
    private(set) var tasks: [TaskItem] = []
    private var nextID = 1
    var remaining: Int { tasks.filter { !$0.isDone }.count }
    mutating func add(_ title: String) {
        tasks.append(TaskItem(id: nextID, title: title))
        nextID += 1
    }
    mutating func toggle(id: Int) {
        for index in 0..<tasks.count where tasks[index].id == id {
            tasks[index].isDone.toggle()
        }
    }
    mutating func removeDone() {
        tasks.removeAll { $0.isDone }
    }
    func titles() -> [String] { tasks.map { $0.title } }
}
@State var store = TaskStore()
store.add("Buy milk")
store.add("Write report")
store.add("Call Ada")
store.toggle(id: 2)
print(store.titles(), store.remaining)
let binding = $store
binding.wrappedValue.toggle(id: 1)
print(store.remaining)
func complete(_ store: inout TaskStore, ids: Int...) {
    for id in ids { store.toggle(id: id) }
}
complete(&store, ids: 3)
print(store.remaining)
store.removeDone()
print(store.tasks.count, store.titles())
