// Arrays of observables: reading items[i].done tracks the array and that one element's property
import Observation
@Observable final class Job: @unchecked Sendable {
    var title: String
    var done = false
    init(_ title: String) { self.title = title }
}
@Observable final class Board: @unchecked Sendable {
    var tasks = [Job("write"), Job("test"), Job("ship")]
}
let board = Board()
withObservationTracking { _ = board.tasks[1].done } onChange: { print("tasks or tasks[1].done will change") }
print("tasks[0].done")
board.tasks[0].done = true
print("tasks[1].title")
board.tasks[1].title = "check"
print("tasks[1].done")
board.tasks[1].done = true
let remaining = withObservationTracking {
    board.tasks.filter { !$0.done }.map(\.title)
} onChange: {
    print("remaining may change (\(board.tasks.count) tasks)")
}
print(remaining)
print("append")
board.tasks.append(Job("celebrate"))
print(board.tasks.count)
for task in board.tasks {
    withObservationTracking { _ = task.done } onChange: { print("\(task.title) will be done") }
}
board.tasks[2].done = true
board.tasks[3].done = true
board.tasks[2].done = false
