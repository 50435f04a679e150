// popLast returns nil on an empty array; swapAt exchanges two elements.
var stack = [1, 2]
print(stack.popLast() as Any, stack.popLast() as Any, stack.popLast() as Any, stack)
var letters = ["a", "b", "c", "d"]
letters.swapAt(0, 3)
letters.swapAt(1, 1)
print(letters)
@State var todos = sample.todos
todos.swapAt(0, todos.count - 1)
print(todos.map(\.id))
