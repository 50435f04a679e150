// Foundation's Date in a todo model: fixed dates print as Foundation prints them, Date() is only compared
import Foundation
struct TodoItem: Identifiable, Comparable {
    let id: Int
    var title: String
    var created = Date()
    var due: Date?
    static func < (a: TodoItem, b: TodoItem) -> Bool { (a.due ?? .distantFuture) < (b.due ?? .distantFuture) }
}
let start = Date(timeIntervalSince1970: 1_700_000_000)
let day: TimeInterval = 86_400
var todos = [
    TodoItem(id: 1, title: "Taxes", due: start.addingTimeInterval(3 * day)),
    TodoItem(id: 2, title: "Call mom"),
    TodoItem(id: 3, title: "Groceries", due: start + day / 2),
]
print(todos.sorted().map(\.title))
print(todos[2].due!, todos[1].due as Any)
let overdue = todos.filter { ($0.due ?? .distantFuture) < start.addingTimeInterval(day) }
print(overdue.map(\.title), todos.allSatisfy { $0.created <= Date() }, Date.now >= start)
todos[0].due! += 3600
print(todos[0].due!, todos[0].due!.timeIntervalSince(start) / day)
var reminder = start
reminder.addTimeInterval(-day)
print(reminder, reminder < start, Date(timeIntervalSinceReferenceDate: 0), reminder.timeIntervalSince1970)
let byDay = Dictionary(grouping: todos.compactMap(\.due)) { Int($0.timeIntervalSince1970 / day) }
print(byDay.keys.sorted(), Date(timeInterval: 60, since: start))
dump(TodoItem(id: 9, title: "x", created: start, due: nil))
