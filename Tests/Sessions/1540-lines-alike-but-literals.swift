// Lines alike but for their integer literals (bindscope checks the first and runs the rest from it): fixed and literal indices, typed contexts, constant operands, and a trap on a later line alike
struct Cell { var value: Int }
struct Row { var cells: [Cell] }
var rows = Array(repeating: Row(cells: Array(repeating: Cell(value: 0), count: 3)), count: 3)
rows[0].cells[1].value = 5
rows[1].cells[2].value = 6
rows[2].cells[0].value = 7
rows[0].cells[1].value += 10
rows[1].cells[2].value += 20
print(rows.map { $0.cells.map(\.value) })
var small: Int8 = 0
small = 100
small = 27
var ratio = 0.5
ratio = 2
ratio = 3
print(small, ratio)
var xs = [1, 2, 3]
xs.append(4)
xs.append(5)
xs.insert(6, at: 0)
xs.insert(7, at: 2)
print(xs)
var total = 0
total = total + 7
total = total + 8
total = total * 2
total = total * 3
print(total)
print(xs[1], xs[2])
print(xs[3] + 1)
print(xs[4] + 1)
print(xs[5] + 1)
print(xs[9] + 1)
print("not reached")
