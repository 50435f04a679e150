// A read evaluates every index before it checks the first one: both calls print, then the trap.
struct Cell { var value: Int }
struct Row { var cells: [Cell] }
var rows = [Row(cells: [Cell(value: 1)])]
func first() -> Int { print("first"); return 5 }
func second() -> Int { print("second"); return 0 }
print(rows[first()].cells[second()].value)
