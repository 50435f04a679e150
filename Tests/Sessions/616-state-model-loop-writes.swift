// A @State model and a binding to one of its rows, written and read in loops through computed indices.
struct Cell { var value: Int }
struct Row { var cells: [Cell] }
struct Model { var rows: [Row] }
@State var model = Model(rows: Array(repeating: Row(cells: Array(repeating: Cell(value: 0), count: 3)), count: 3))
for i in 0..<30 { model.rows[i % 3].cells[(i / 3) % 3].value += i }
print(model.rows.map { $0.cells.map(\.value) })
let middle = $model.rows[1]
for i in 0..<5 { middle.wrappedValue.cells[i % 3].value = -i }
var total = 0
for i in 0..<12 { total += model.rows[i % 3].cells[(i + 1) % 3].value }
print(total, middle.wrappedValue.cells.map(\.value))
var saved = model
for i in 0..<20 { model.rows[2].cells[i % 3].value = i }
print(saved.rows[2].cells.map(\.value), model.rows[2].cells.map(\.value))
