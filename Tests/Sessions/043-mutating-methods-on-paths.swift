// Mutating methods change the value in place, through any path of stored properties.
struct Board {
    var columns: [[String]]
    var archive: [Todo]
}
var board = Board(columns: [["a"], []], archive: [])
board.columns[1].append("b")
board.columns[0].insert("z", at: 0)
print(board.columns)
board.archive.append(sample.todos[0])
board.archive.insert(sample.todos[2], at: 0)
print(board.archive.map { $0.id })
board.archive.remove(at: 0)
board.columns[0].removeLast()
print(board.archive.count, board.columns)
board.columns.removeAll()
print(board.columns.isEmpty)
var model = sample
model.todos.removeLast()
model.todos[0].title.append(" twice")
print(model.todos.map { $0.title })
