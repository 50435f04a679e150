// Identifiable types have an id; two values can share an id while differing elsewhere.
struct Tag: Identifiable {
    var id: String
    var uses: Int
}
let tag = Tag(id: "swift", uses: 3)
print(tag.id, tag)
var renamed = sample.todos[1]
renamed.title = "Renamed"
print(renamed.id == sample.todos[1].id, renamed == sample.todos[1])
print(sample.todos.map { $0.id })
let wanted = 2
let found = sample.todos.filter { $0.id == wanted }
print(found.first?.title ?? "none")
