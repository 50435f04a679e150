// Watches through functions that switch over an enum filter; inout writes and tuple reductions
struct Task {
    var title: String
    var done: Bool
    var tags: [String]
}
enum Filter { case all, open, tagged(String) }
func matches(_ task: Task, _ filter: Filter) -> Bool {
    switch filter {
    case .all: return true
    case .open: return !task.done
    case .tagged(let tag): return task.tags.contains(tag)
    }
}
@State var tasks = [
    Task(title: "Write", done: false, tags: ["work"]),
    Task(title: "Run", done: true, tags: ["health"]),
    Task(title: "Read", done: false, tags: ["work", "fun"]),
]
@State var filter = Filter.all
:watch visible = tasks.filter { matches($0, filter) }.map { $0.title }
filter = .open
filter = .tagged("work")
func complete(_ title: String, in list: inout [Task]) -> Bool {
    for index in list.indices where list[index].title == title {
        list[index].done = true
        return true
    }
    return false
}
print(complete("Read", in: &tasks))
filter = .open
let (openCount, doneCount) = tasks.reduce((0, 0)) { counts, task in
    task.done ? (counts.0, counts.1 + 1) : (counts.0 + 1, counts.1)
}
print(openCount, doneCount)
