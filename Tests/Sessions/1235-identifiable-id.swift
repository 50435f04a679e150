// Identifiable structs with an Int or String id, finding by id, and a generic function over Identifiable
struct Task: Identifiable {
    let id: Int
    var title: String
    var done = false
}
struct User: Identifiable {
    var id: String { email }
    let email: String
}
var tasks = [Task(id: 1, title: "Shop"), Task(id: 2, title: "Cook"), Task(id: 3, title: "Eat")]
if let i = tasks.firstIndex(where: { $0.id == 2 }) {
    tasks[i].done = true
}
print(tasks.filter(\.done).map(\.title))
func ids<T: Identifiable>(_ xs: [T]) -> [T.ID] {
    xs.map { $0.id }
}
print(ids(tasks))
let users = [User(email: "a@x.org"), User(email: "b@x.org")]
print(ids(users))
print(users[0].id)
func find<T: Identifiable>(_ id: T.ID, in xs: [T]) -> T? {
    xs.first { $0.id == id }
}
print(find(3, in: tasks)?.title ?? "missing")
print(find("c@x.org", in: users) == nil)
let byId = Dictionary(uniqueKeysWithValues: tasks.map { ($0.id, $0.title) })
print(byId[1]!)
