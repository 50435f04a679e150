// Element bindings of a nested array inside a struct inside a State.
struct Board {
    var rows: [[Int]]
}
@State var board = Board(rows: [[1, 2], [3]])
for row in $board.rows {
    row.wrappedValue.append(0)
}
print(board.rows)
let cell = $board.rows[1][1]
cell.wrappedValue = 9
print(board, type(of: cell))
for value in $board.rows[0] where value.wrappedValue > 1 {
    value.wrappedValue *= 10
}
print(board.rows[0])
