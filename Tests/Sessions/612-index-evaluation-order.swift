// Every index of a stored path is evaluated before the storage is read, so an index that changes the variable is seen.
struct Cell { var value: Int }
struct Row { var cells: [Cell] }
var numbers = [1, 2, 3]
func reset() -> Int { numbers = [10, 20, 30]; return 0 }
print(numbers[reset()])
var rows = [Row(cells: [Cell(value: 1)]), Row(cells: [Cell(value: 2)])]
func touch() -> Int { rows[1].cells[0].value = 99; return 1 }
print(rows[touch()].cells[0].value)
var calls: [String] = []
func index(_ name: String, _ value: Int) -> Int { calls.append(name); return value }
print(rows[index("a", 0)].cells[index("b", 0)].value, calls)
rows[index("c", 1)].cells[index("d", 0)].value = index("e", 7)
print(rows[1].cells[0].value, calls)
rows[index("f", 0)].cells[0].value += index("g", 5)
print(rows[0].cells[0].value, calls)
