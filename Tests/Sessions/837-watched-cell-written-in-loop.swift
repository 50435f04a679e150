// A binding to a cell written by a loop through computed indices sees every write, and reads through one do too
import StateBinding
struct Cell { var value: Int }
struct Row { var cells: [Cell] }
struct Model { var rows: [Row] }
@State var model = Model(rows: Array(repeating: Row(cells: Array(repeating: Cell(value: 0), count: 4)), count: 3))
let cell = $model.rows[1].cells[3].value
var sum = 0
for i in 0..<50 {
    model.rows[i % 3].cells[3].value = i
    sum += cell.wrappedValue + model.rows[(i + 1) % 3].cells[3].value
}
print(cell.wrappedValue, sum, model.rows[2].cells[3].value)
for i in 0..<10 { cell.wrappedValue += i }
print(model.rows[1].cells[3].value)
