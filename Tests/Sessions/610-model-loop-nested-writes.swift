// Nested arrays of structs written and read in loops at computed indices, compound assignments included.
struct Cell { var value: Int }
struct Row { var cells: [Cell] }
struct Model { var rows: [Row] }
var model = Model(rows: Array(repeating: Row(cells: Array(repeating: Cell(value: 0), count: 4)), count: 3))
var total = 0
for i in 0..<50 {
    model.rows[i % 3].cells[(i / 3) % 4].value = i
    model.rows[(i + 1) % 3].cells[i % 4].value += 2
    total += model.rows[(i + 2) % 3].cells[3].value
}
print(model.rows.map { $0.cells.map { $0.value } })
print(total)
var grid = [[1, 2, 3], [4, 5, 6]]
for r in 0..<2 {
    for c in 0..<3 { grid[r][c] *= 10 + r }
}
grid[1][2] -= 1
print(grid, grid[1][2])
var rows = [Row(cells: [Cell(value: 1)])]
for k in 0..<3 { rows[0].cells.append(Cell(value: k)); rows[0].cells[k + 1].value *= 7 }
print(rows[0].cells.map(\.value))
