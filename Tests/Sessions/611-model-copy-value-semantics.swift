// Writing through a copy of a struct with nested arrays leaves the original untouched, in and out of loops.
struct Cell { var value: Int }
struct Row { var cells: [Cell] }
struct Model { var rows: [Row] }
var model = Model(rows: Array(repeating: Row(cells: Array(repeating: Cell(value: 0), count: 3)), count: 2))
var m2 = model
m2.rows[0].cells[0].value = 1
print(model.rows[0].cells[0].value, m2.rows[0].cells[0].value)
var row = model.rows[1]
row.cells[2].value = 5
print(model.rows[1].cells[2].value, row.cells[2].value)
var snapshots: [Model] = []
for i in 0..<3 {
    snapshots.append(model)
    model.rows[i % 2].cells[i].value = 10 * (i + 1)
}
print(snapshots.map { $0.rows.map { $0.cells.map(\.value) } })
print(model.rows.map { $0.cells.map(\.value) })
var copies: [Row] = []
for i in 0..<3 {
    var copy = model.rows[0]
    copy.cells[i].value = -i
    copies.append(copy)
}
print(copies.map { $0.cells.map(\.value) }, model.rows[0].cells.map(\.value))
let frozen = model
model.rows[1].cells[1].value = 99
print(frozen.rows[1].cells[1].value, model.rows[1].cells[1].value)
