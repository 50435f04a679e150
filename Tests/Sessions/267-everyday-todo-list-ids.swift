// A to-do list: Todo.ID (Identifiable's id type), filters by enum, tuple sort keys, removal by offsets
struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
    var priority = 0
}
enum Filter: CaseIterable { case all, active, done }
struct TodoList {
    var items: [Todo] = []
    var nextID = 1
    mutating func add(_ title: String, priority: Int = 0) {
        items.append(Todo(id: nextID, title: title, priority: priority))
        nextID += 1
    }
    mutating func toggle(_ id: Todo.ID) {
        if let index = items.firstIndex(where: { $0.id == id }) {
            items[index].isDone.toggle()
        }
    }
    mutating func remove(at offsets: [Int]) {
        for offset in offsets.sorted(by: >) { items.remove(at: offset) }
    }
    func filtered(_ filter: Filter) -> [Todo] {
        switch filter {
        case .all: return items
        case .active: return items.filter { !$0.isDone }
        case .done: return items.filter(\.isDone)
        }
    }
}
@State var list = TodoList()
list.add("Buy milk", priority: 2)
list.add("Walk dog")
list.add("Write code", priority: 5)
list.toggle(2)
for filter in Filter.allCases {
    print(filter, list.filtered(filter).map(\.title))
}
let byPriority = list.items.sorted { ($0.priority, $0.title) > ($1.priority, $1.title) }
print(byPriority.map { "\($0.title)(\($0.priority))" })
list.remove(at: [0, 2])
print(list.items, list.nextID)
let firstTitle = $list.items[0].title
firstTitle.wrappedValue += "!"
print(list.items.first?.title ?? "")
