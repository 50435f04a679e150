// Declared subscripts: two indices with get/set, a labelled read-only one, and writes through them.
struct Grid {
    var cells: [Int]
    let columns: Int
    subscript(row: Int, column: Int) -> Int {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }
    subscript(row row: Int) -> [Int] {
        var values: [Int] = []
        for column in 0..<columns { values.append(self[row, column]) }
        return values
    }
}
var grid = Grid(cells: [1, 2, 3, 4, 5, 6], columns: 3)
print(grid[1, 2], grid[row: 0])
grid[0, 1] = 20
grid[1, 0] += 100
print(grid.cells, grid[row: 1])
@State var board = Grid(cells: [0, 0, 0, 0], columns: 2)
board[1, 1] = 9
print(board.cells)
