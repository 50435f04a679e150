// Synthesized Comparable for an enum: cases order as declared, so sorting and max work
enum Priority: Comparable {
    case low, medium, high, urgent
}
struct Task {
    var title: String
    var priority: Priority
}
let tasks = [
    Task(title: "email", priority: .low),
    Task(title: "deploy", priority: .urgent),
    Task(title: "review", priority: .medium),
    Task(title: "lunch", priority: .high),
]
print(Priority.low < .high, Priority.urgent > .high, Priority.medium <= .medium)
let ordered = tasks.sorted { $0.priority > $1.priority }
print(ordered.map(\.title))
print(tasks.map(\.priority).max()!, tasks.map(\.priority).min()!)
print(tasks.filter { $0.priority >= .high }.map(\.title))
print([Priority.high, .low, .urgent].sorted())
print(Priority.medium.clamped)
extension Priority {
    var clamped: Priority { min(max(self, .medium), .high) }
}
