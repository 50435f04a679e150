// A generic Numeric matrix with a two-index subscript and an operator on the generic type
struct Matrix<T: Numeric> {
    var rows: Int, cols: Int
    var grid: [T]
    init(rows: Int, cols: Int, fill: T) {
        self.rows = rows; self.cols = cols
        grid = Array(repeating: fill, count: rows * cols)
    }
    subscript(r: Int, c: Int) -> T {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
    static func + (lhs: Matrix, rhs: Matrix) -> Matrix {
        var out = lhs
        for i in 0..<lhs.grid.count { out.grid[i] = lhs.grid[i] + rhs.grid[i] }
        return out
    }
}
var m = Matrix(rows: 2, cols: 2, fill: 1)
m[0, 1] = 5
let sum = m + m
print(sum.grid, sum[0, 1])
var d = Matrix<Double>(rows: 1, cols: 3, fill: 0.5)
d[0, 2] += 1
print(d.grid)
