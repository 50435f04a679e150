// Types may name types declared below them, as in any Swift file
struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var priority: Priority = .normal
    var tags: [Tag] = []
    func tagged(_ tag: Tag) -> TodoItem { TodoItem(id: id, title: title, priority: priority, tags: tags + [tag]) }
}
extension Priority {
    var isUrgent: Bool { self == .high }
}
enum Priority: Int, CaseIterable {
    case low, normal, high
}
struct Tag: Equatable {
    var name: String
}
@State var item = TodoItem(id: 1, title: "Pay rent", priority: .high)
item = item.tagged(Tag(name: "home"))
$item.priority.wrappedValue = .low
print(item)
print(item.priority.isUrgent, Priority.allCases.filter(\.isUrgent))
