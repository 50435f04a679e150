// forEach runs its closure once per element, in order; the closure may write captured state.
@State var total = 0
[1, 2, 3].forEach { total += $0 }
print(total)
sample.todos.forEach { todo in
    print(todo.id, todo.title)
}
var seen: [String] = []
["a", "b"].forEach { seen.append($0 + $0) }
print(seen)
