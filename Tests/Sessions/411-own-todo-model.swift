// A to-do model of the session's own (Todo, Role shadow the sample's) driven through States, bindings and functions.
enum Role: String, CaseIterable {
    case owner, reviewer
}
struct Todo: Identifiable, Equatable {
    var id: Int
    var title: String
    var done = false
    var role = Role.owner
}
@State var todos = [Todo(id: 1, title: "Write"), Todo(id: 2, title: "Review", role: .reviewer)]
let first = $todos[0]
func complete(_ id: Int, in list: inout [Todo]) {
    for index in list.indices where list[index].id == id {
        list[index].done = true
    }
}
complete(2, in: &todos)
first.title.wrappedValue = "Write tests"
func summary(_ list: [Todo]) -> String {
    let open = list.filter { !$0.done }.map { $0.title }
    return "\(list.count) todos, open: \(open)"
}
print(summary(todos))
switch todos[1].role {
case .owner:
    print("mine")
case .reviewer:
    print("review by", sample.person.name, "as", sample.role)
}
print(Role.allCases.map { $0.rawValue }, SampleModel.Role.manager)
debugPrint(todos[1])
let sampleTodo: SampleModel.Todo = sample.todos[0]
print(sampleTodo.title, sampleTodo.estimate)
