// A loop writing a nested model at a computed index traps when the index leaves the array.
struct Cell { var value: Int }
struct Row { var cells: [Cell] }
struct Model { var rows: [Row] }
var model = Model(rows: Array(repeating: Row(cells: Array(repeating: Cell(value: 0), count: 2)), count: 3))
for i in 0..<40 {
    model.rows[i % 3].cells[i / 20].value = i
}
print(model.rows.map { $0.cells.map(\.value) })
for i in 0..<40 {
    model.rows[i / 10].cells[1].value += i
}
print("not reached")
