// A to-do board as a SwiftUI view model would hold it: filtered, sorted, grouped, selected.
struct Task: Identifiable, Hashable {
    var id: Int
    var title: String
    var tags: [String]
    var minutes: Int
    var done = false
}
struct Board {
    @State var tasks: [Task] = [
        Task(id: 1, title: "Sketch screens", tags: ["design"], minutes: 45),
        Task(id: 2, title: "Write model", tags: ["code", "swift"], minutes: 90),
        Task(id: 3, title: "Review PR", tags: ["code"], minutes: 20, done: true),
        Task(id: 4, title: "Pick colours", tags: ["design"], minutes: 15),
    ]
    @State var selection: Set<Int> = []
}
let board = Board()
let open = board.tasks.filter { !$0.done }.sorted { $0.minutes < $1.minutes }
print(open.map(\.title))
print("left:", open.reduce(0) { $0 + $1.minutes }, "min")
let byTag = Dictionary(grouping: board.tasks.flatMap { task in task.tags.map { ($0, task.title) } }, by: { $0.0 })
for tag in byTag.keys.sorted() {
    print(tag, byTag[tag]!.map { $0.1 })
}
board.selection.insert(2)
board.selection.insert(4)
board.selection.insert(2)
print(board.selection.count, board.tasks.filter { board.selection.contains($0.id) }.map(\.id))
let tasks = board.$tasks
tasks.wrappedValue.removeAll { board.selection.contains($0.id) }
print(board.tasks.map(\.title), board.tasks.allSatisfy { $0.minutes < 60 })
for (index, task) in board.tasks.enumerated() {
    print("\(index + 1). \(task.title)\(task.done ? " ✓" : "")")
}
