// A todo list: filter enum, search, sort by priority then title, toggling through bindings
struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var priority: Int
    var isDone = false
}

enum TodoFilter { case all, active, done }

struct TodoList {
    var items: [TodoItem] = []
    var filter = TodoFilter.all
    var search = ""

    var visible: [TodoItem] {
        items
            .filter { item in
                switch filter {
                case .all: return true
                case .active: return !item.isDone
                case .done: return item.isDone
                }
            }
            .filter { search.isEmpty || $0.title.lowercased().contains(search.lowercased()) }
            .sorted { ($0.priority, $0.title) > ($1.priority, $1.title) }
    }

    mutating func add(_ title: String, priority: Int = 1) {
        let nextID = (items.map(\.id).max() ?? 0) + 1
        items.append(TodoItem(id: nextID, title: title, priority: priority))
    }
}

@State var list = TodoList()
list.add("Buy milk")
list.add("Call mom", priority: 3)
list.add("Book flights", priority: 2)
list.add("Backup laptop", priority: 2)
print(list.visible.map(\.title))
$list.items[1].isDone.wrappedValue = true
$list.filter.wrappedValue = .active
print(list.visible.map { "\($0.id):\($0.title)" })
list.search = "B"
print(list.visible.count, list.visible.first?.title ?? "none")
list.filter = .done
list.search = ""
print(list.visible.map(\.title))
let doneCount = list.items.reduce(0) { $1.isDone ? $0 + 1 : $0 }
print("\(doneCount)/\(list.items.count) done")
if let index = list.items.firstIndex(where: { $0.title == "Buy milk" }) {
    list.items.remove(at: index)
}
print(list.items.map(\.id))
