// Todo list view model with filters and bindings
import Foundation
struct TodoItem: Identifiable, CustomStringConvertible {
    let id: Int
    var title: String
    var isDone = false
    var priority: Priority = .normal

    enum Priority: Int, Comparable, CaseIterable {
        case low, normal, high
        static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
        var symbol: String {
            switch self {
            case .low: return "↓"
            case .normal: return "·"
            case .high: return "!"
            }
        }
    }

    var description: String { "[\(isDone ? "x" : " ")] \(priority.symbol) \(title)" }
}

enum Filter: String, CaseIterable { case all, open, done }

struct TodoListViewModel {
    var items: [TodoItem] = []
    var filter: Filter = .all
    private var nextID = 1

    var visibleItems: [TodoItem] {
        let filtered: [TodoItem]
        switch filter {
        case .all: filtered = items
        case .open: filtered = items.filter { !$0.isDone }
        case .done: filtered = items.filter(\.isDone)
        }
        return filtered.sorted { ($0.priority, $1.title) > ($1.priority, $0.title) }
    }

    mutating func add(_ title: String, priority: TodoItem.Priority = .normal) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(TodoItem(id: nextID, title: trimmed, priority: priority))
        nextID += 1
    }

    mutating func toggle(id: Int) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items[index].isDone.toggle()
    }
}

@State var model = TodoListViewModel()
model.add("Buy milk")
model.add("  ", priority: .high)
model.add("File taxes", priority: .high)
model.add("Water plants", priority: .low)
model.toggle(id: 1)
let filter = $model.filter
for f in Filter.allCases {
    filter.wrappedValue = f
    print(f, model.visibleItems)
}
print(model.items.map(\.description).joined(separator: "\n"))
let remaining = model.items.lazy.filter { !$0.isDone }.count
print("\(remaining) of \(model.items.count) left")
