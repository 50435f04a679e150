// arguments: --echo
// An array that gained or lost a few elements says which, instead of two long values that
// differ from the first index on: `removed [I]` at its old index, `inserted [I]` at its new one.
// An index binding that reads another element says which it is now. Writes, :undo and :redo
// alike.
@State var todos = sample.todos
let first = $todos[0]
let second = $todos[1]
todos.remove(at: 0)
:undo
:redo
todos.append(Todo(id: 4, title: "Celebrate the release", done: false, estimate: 0.5))
todos.insert(Todo(id: 0, title: "Read the issue again", done: true), at: 0)
// One removed and one inserted in one statement.
todos = [todos[1], todos[2], Todo(id: 5, title: "Write the release notes"), todos[3]]
:undo 3
// Inside a struct: the part's path, then the edit.
@State var s = sample
s.todos.removeLast()
s.todos.insert(Todo(id: 9, title: "Sketch the model again, in more detail"), at: 1)
// Nested arrays: the binding names the array that changed.
@State var grid = [[1, 2, 3], [4, 5, 6]]
let cell = $grid[1][0]
grid[1].insert(100_000_000_000, at: 0)
grid.insert([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26], at: 0)
:undo
// A dictionary of arrays: the entry's path.
@State var lists = ["chores": ["Wash the dishes", "Take out the rubbish", "Water the plants"]]
lists["chores"]!.remove(at: 1)
:undo
// Small arrays that fit the line, an array emptied, and more than three edits: shown whole.
@State var nums = [10, 20, 30]
let third = $nums[2]
nums.removeLast()
nums.append(40)
@State var many = Array(1...30)
many.removeFirst(5)
many = []
