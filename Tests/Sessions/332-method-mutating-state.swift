// Mutating methods on @State values and through bindings write into the State's storage.
struct Chore {
    var title: String
    var isDone = false
    mutating func toggle() { isDone.toggle() }
    mutating func rename(_ newTitle: String) { title = newTitle }
}
@State var todo = Chore(title: "Write tests")
todo.toggle()
print(todo)
let binding = $todo
binding.wrappedValue.rename("Ship it")
print(todo.title)
@State var todos = [Chore(title: "a"), Chore(title: "b")]
todos[1].toggle()
let first = $todos[0]
first.wrappedValue.toggle()
print(todos.map { $0.isDone })
