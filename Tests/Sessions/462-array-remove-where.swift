// removeAll(where:), removeFirst(_:) and removeLast(_:).
var xs = Array(1...10)
xs.removeAll { $0 % 3 == 0 }
print(xs)
xs.removeAll(where: { $0 > 7 })
print(xs)
xs.removeFirst(2)
xs.removeLast(1)
print(xs)
@State var model = sample
model.todos.removeAll { $0.done }
print(model.todos.count)
