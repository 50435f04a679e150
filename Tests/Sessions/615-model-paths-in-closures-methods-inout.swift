// Paths written and read repeatedly through a captured variable, self in a mutating method and an inout parameter.
struct Cell { var value: Int }
struct Row { var cells: [Cell] }
struct Model {
    var rows: [Row]
    mutating func spread(_ n: Int) {
        for i in 0..<n { rows[i % rows.count].cells[i % 2].value += i }
    }
    func sum(_ column: Int) -> Int {
        var total = 0
        for r in 0..<rows.count { total += rows[r].cells[column].value }
        return total
    }
}
var model = Model(rows: Array(repeating: Row(cells: [Cell(value: 0), Cell(value: 0)]), count: 3))
let mark = { (i: Int) in model.rows[i % 3].cells[1].value = i * 10 }
for i in 0..<7 { mark(i) }
print(model.rows.map { $0.cells.map(\.value) })
model.spread(20)
print(model.sum(0), model.sum(1))
func bump(_ m: inout Model, _ i: Int) { m.rows[i].cells[0].value += 100 }
for i in 0..<6 { bump(&model, i % 3) }
print(model.rows.map { $0.cells.map(\.value) })
func column(_ c: Int) -> [Int] {
    var out: [Int] = []
    for r in 0..<3 { out.append(model.rows[r].cells[c].value) }
    return out
}
print(column(0), column(1))
var counters = [[0, 0], [0, 0]]
let tally = { (a: Int, b: Int) in counters[a][b] += 1 }
for i in 0..<9 { tally(i % 2, (i / 2) % 2) }
print(counters)
