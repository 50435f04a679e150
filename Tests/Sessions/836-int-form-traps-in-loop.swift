// A loop whose index arithmetic overflows traps at that statement, after its earlier writes and reads
struct Cell { var value: Int }
struct Row { var cells: [Cell] }
var rows = Array(repeating: Row(cells: Array(repeating: Cell(value: 0), count: 4)), count: 4)
var offset = Int.max - 10
for i in 0..<30 {
    rows[i % 4].cells[(i / 4) % 4].value = i
    if i % 4 == 3 { print(i, rows[(i + 1) % 4].cells[i % 4].value, rows[i % 4].cells[(i / 4) % 4].value) }
    rows[0].cells[(offset + i) % 4].value += 1
}
print("not reached")
