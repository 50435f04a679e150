// arguments: --keep-going
// Writes and reads of a nested model in loops (walked directly, without a path) still reach
// exactly the watches that read what changed, once per statement; a statement that traps
// reports nothing and leaves the model as it was.
struct Cell { var value: Int }
struct Row { var cells: [Cell] }
struct Model { var rows: [Row] }
var model = Model(rows: Array(repeating: Row(cells: Array(repeating: Cell(value: 0), count: 3)), count: 3))
var k = 0
:watch corner = model.rows[2].cells[2].value
:watch picked = model.rows[k].cells[0].value
:watch firstRow = model.rows[0].cells.map { $0.value }
for i in 0..<30 { model.rows[i % 3].cells[1].value += i }
for i in 0..<30 { model.rows[i % 3].cells[(i / 3) % 3].value = i }
k = 1
var total = 0
for i in 0..<20 { total += model.rows[(i + 1) % 3].cells[i % 3].value }
print(total)
for i in 0..<20 { model.rows[i % 4].cells[0].value = -i }
print(model.rows.map { $0.cells.map { $0.value } })
var copy = model
for i in 0..<20 { copy.rows[i % 3].cells[2].value = 100 + i }
print(model.rows[2].cells[2].value, copy.rows[2].cells[2].value)
model = copy
