// UUIDs as Identifiable ids: equality, lookup by id, Set membership, parsing a uuidString
import Foundation
struct Todo: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var done = false
}
@State var todos = [Todo(title: "a"), Todo(title: "b")]
let first = todos[0].id
print(todos.count, todos[0].id == first, todos[1].id == first, todos.first { $0.id == first }!.title)
let parsed = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
print(parsed as Any, UUID(uuidString: "nope") as Any)
print(parsed!.uuidString, type(of: first))
var seen: Set<UUID> = [first, first]
print(seen.count)
let same = todos[0]
print(same == todos[0], todos[0] == todos[1])
