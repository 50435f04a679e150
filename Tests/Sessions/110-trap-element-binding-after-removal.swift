// Trap: an element binding keeps its index; once the array is shorter, using it is out of range.
@State var todos = sample.todos
let last = $todos[2]
print(last.title.wrappedValue)
todos.removeLast()
print(todos.count)
print(last.title.wrappedValue)
print("never printed")
