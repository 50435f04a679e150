// sort() and sort(by:) reorder the array in place, through any place.
var xs = [3, 10, 1, 7]
xs.sort()
print(xs)
xs.sort(by: >)
print(xs)
@State var model = sample
model.todos.sort { $0.title > $1.title }
print(model.todos.map(\.title))
let todos = $model.todos
todos.wrappedValue.sort { $0.id < $1.id }
print(model.todos.map(\.id))
