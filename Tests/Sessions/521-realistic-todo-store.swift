// A to-do store with mutating methods, a filter enum and the library: firstIndex, reduce(into:), grouping, sorting by tuples.
enum Filter: String, CaseIterable { case all, open, done }
struct TodoItem: Identifiable, Equatable { let id: Int; var title: String; var isDone = false; var priority = 1 }
struct TodoStore {
    var items: [TodoItem] = []
    var nextID = 1
    mutating func add(_ title: String, priority: Int = 1) {
        items.append(TodoItem(id: nextID, title: title, priority: priority))
        nextID += 1
    }
    mutating func toggle(_ id: Int) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items[index].isDone.toggle()
    }
    func visible(_ filter: Filter) -> [TodoItem] {
        switch filter {
        case .all: return items
        case .open: return items.filter { !$0.isDone }
        case .done: return items.filter(\.isDone)
        }
    }
    var stats: (open: Int, done: Int) { items.reduce(into: (open: 0, done: 0)) { if $1.isDone { $0.done += 1 } else { $0.open += 1 } } }
}
@State var store = TodoStore()
store.add("Buy milk")
store.add("Write tests", priority: 3)
store.add("Call Bob", priority: 2)
store.toggle(2)
for filter in Filter.allCases {
    print(filter.rawValue, store.visible(filter).map(\.title))
}
print(store.stats, store.items.max { $0.priority < $1.priority }!.title)
let summary = store.items.sorted { ($0.isDone ? 1 : 0, -$0.priority) < ($1.isDone ? 1 : 0, -$1.priority) }
print(summary.map { "\($0.isDone ? "✓" : "○") \($0.title)" }.joined(separator: "\n"))
let titlesByLength = Dictionary(grouping: store.items.map(\.title), by: \.count).mapValues { $0.sorted() }
print(titlesByLength.keys.sorted(), titlesByLength[8]!)
print(store.items.allSatisfy { !$0.title.isEmpty }, store.items.contains { $0.priority > 2 })
