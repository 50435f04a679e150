// A binding to an element outlives the element: reading it after the array shrinks traps like Swift
struct Task { var title: String; var done = false }
@State var tasks = [Task(title: "a"), Task(title: "b"), Task(title: "c")]
let last = $tasks[2]
last.done.wrappedValue = true
print(tasks.map(\.done))
tasks.removeAll { $0.done }
print(tasks.count)
print(last.title.wrappedValue)
