// A board class of Identifiable, Hashable tasks with a change callback, a protocol refining Identifiable and Hashable, and a generic grouping function
enum Status: String, CaseIterable, Codable { case todo, doing, done }
protocol Entity: Identifiable, Hashable { var name: String { get } }
struct Task: Entity {
    let id: Int
    var name: String
    var status: Status = .todo
}
final class Board {
    private(set) var tasks: [Task] = []
    private var nextID = 1
    var onChange: ((Board) -> Void)?
    @discardableResult
    func add(_ name: String) -> Task {
        let task = Task(id: nextID, name: name)
        nextID += 1
        tasks.append(task)
        onChange?(self)
        return task
    }
    func move(_ id: Task.ID, to status: Status) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        tasks[index].status = status
        onChange?(self)
    }
    func tasks(in status: Status) -> [Task] { tasks.filter { $0.status == status } }
}
let board = Board()
var changes = 0
board.onChange = { _ in changes += 1 }
let write = board.add("Write")
board.add("Test")
board.move(write.id, to: .doing)
board.move(99, to: .done)
for status in Status.allCases {
    print(status.rawValue, board.tasks(in: status).map(\.name))
}
print(changes, Set(board.tasks).count, board.tasks.contains(write))
func group<T: Entity, K: Hashable>(_ items: [T], by key: (T) -> K) -> [K: [String]] {
    Dictionary(grouping: items, by: key).mapValues { $0.map(\.name) }
}
print(group(board.tasks) { $0.status == .todo }[true] ?? [])
