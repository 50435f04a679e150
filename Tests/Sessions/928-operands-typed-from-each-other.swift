// An operand that cannot be typed alone takes its type from the other operand or from the context
let blanks = 2
let days = [1, 2, 3]
let cells: [Int?] = Array(repeating: nil, count: blanks) + days.map { Optional($0) }
print(cells)
let padded = Array(repeating: nil, count: 1) + [Optional("a"), nil]
print(padded)
let grid: [[Bool]] = Array(repeating: [], count: 2) + [[true]]
print(grid, grid.count)
func row(_ n: Int) -> [String?] { Array(repeating: nil, count: n) + ["end"] }
print(row(2))
