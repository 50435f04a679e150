// A generic Grid<T> with a two-argument subscript and a repeating initialiser
struct Grid<T> {
    let rows: Int
    let columns: Int
    var cells: [T]
    init(rows: Int, columns: Int, filledWith value: T) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: value, count: rows * columns)
    }
    subscript(row: Int, column: Int) -> T {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }
    func row(_ r: Int) -> [T] {
        Array(cells[(r * columns)..<((r + 1) * columns)])
    }
}
var board = Grid(rows: 2, columns: 3, filledWith: ".")
board[0, 1] = "X"
board[1, 2] = "O"
print(board.row(0), board.row(1))
print(board[1, 2], board.cells.joined())
var counts = Grid(rows: 2, columns: 2, filledWith: 0)
counts[1, 0] += 5
counts[1, 0] += 1
print(counts.cells, counts[1, 0])
print(type(of: board))
