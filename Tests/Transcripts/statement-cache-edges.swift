// arguments: --keep-going
// Lines alike but for their integer literals run one checked statement (StatementCache). Its
// edges: a line alike that fails, literals whose value the check used, and declarations that
// change what a line alike means.
var xs = [10, 20, 30]
xs[0] = 1
xs[1] = 2
xs[2] = 3
// Alike, but fails to run: its own line and column, and nothing changed.
xs[7] = 4
xs[0] = xs[1] + 5
xs[1] = xs[2] + 6
xs[2] = xs[9] + 7
print(xs)
xs.insert(40, at: 3)
xs.insert(50, at: 4)
xs.insert(60, at: 9)
xs.insert(70, at: 5)
print(xs)
// With reports: each line alike reports its own change, and one that fails reports nothing.
@State var grid = [[0, 0], [0, 0]]
let cell = $grid[1][1]
:watch corner = grid[0][0] + cell.wrappedValue
grid[0][0] = 5
grid[1][1] = 6
grid[1][3] = 7
grid[0][0] = 8
grid.append([9, 9])
grid.append([10, 10])
// Alike, and fails where the check placed it (an overflow), on its own line.
var big = Int.max - 10
var sum = 0
sum = 10 + big
sum = 11 + big
sum = 12 + big
  sum = 13 + big
print(sum)
// A literal in a typed context: its type and range come from the context.
var small: Int8 = 0
small = 100
small = 127
small = 300
small = 5
var ratio = 0.5
ratio = 2
ratio = 3
print(small, ratio)
// A literal the check folds (a constant operand, a Bool context).
var total = 0
total = total + 7
total = total + 8
total = total / 1
total = total / 0
print(total)
var flag = false
flag = 2 == 2
flag = 1 == 2
print(flag)
// A declaration changes what a line alike means: a new overload, an extension, a shadowing name.
func describe(_ x: Any) -> String { "any \(x)" }
print(describe(1))
print(describe(2))
func describe(_ x: Int) -> String { "int \(x)" }
print(describe(3))
extension Int { var doubled: Int { self * 2 } }
print(4.doubled)
print(5.doubled)
extension Int { func describe(_ x: Int) -> String { "method \(x)" } }
print(describe(6))
let numbers = [1, 2, 3]
print(numbers[1])
print(numbers[2])
print(numbers[3])
print(numbers[0])
