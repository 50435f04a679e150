// Functions, statements and types may name a type declared further down the file
struct Task {
    var title: String
    var status: Status = .todo
}
func describe(_ task: Task) -> String {
    "\(task.title) [\(task.status.label)]"
}
extension Task {
    var isFinished: Bool { status == .done }
}
let board = [Task(title: "Write"), Task(title: "Ship", status: .done)]
print(board.map(describe), board.filter(\.isFinished).count)
print(Priority.high.rawValue)
enum Status {
    case todo, doing, done
    var label: String { "\(self)".uppercased() }
}
enum Priority: Int { case low = 1, high = 3 }
