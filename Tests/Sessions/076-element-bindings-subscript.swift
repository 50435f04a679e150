// $items[i] is a Binding to one element; derive further into its fields.
@State var todos = sample.todos
let second = $todos[1]
second.title.wrappedValue = "Wire everything"
second.note.wrappedValue = nil
print(todos[1])
$todos[2].estimate.wrappedValue *= 2
print(todos[2].estimate)
@State var grid = [[0, 0], [0, 0]]
$grid[1][0].wrappedValue = 5
print(grid)
@State var model = sample
$model.todos[0].done.wrappedValue = false
$model.todos[0].title.wrappedValue = "Resketch"
print(model.todos[0])
