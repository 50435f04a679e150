// Matrix and grid utilities with nested arrays and tuples
import Foundation
typealias Grid = [[Int]]
func transpose(_ g: Grid) -> Grid {
    guard let first = g.first else { return [] }
    return first.indices.map { c in g.map { $0[c] } }
}
func neighbors(of p: (r: Int, c: Int), in g: Grid) -> [(Int, Int)] {
    [(-1, 0), (1, 0), (0, -1), (0, 1)].compactMap { d in
        let (r, c) = (p.r + d.0, p.c + d.1)
        return g.indices.contains(r) && g[r].indices.contains(c) ? (r, c) : nil
    }
}
var grid: Grid = (0..<3).map { r in (0..<4).map { c in r * 4 + c } }
print(grid)
print(transpose(grid))
print(neighbors(of: (r: 0, c: 0), in: grid).map { "\($0.0),\($0.1)" })
grid[1][2] = -1
print(grid.flatMap { $0 }.filter { $0 < 0 }, grid.map { $0.reduce(0, +) })
let diagonal = (0..<min(grid.count, grid[0].count)).map { grid[$0][$0] }
print(diagonal)
for row in grid { print(row.map { String($0).padding(toLength: 3, withPad: " ", startingAt: 0) }.joined()) }
let swapped = grid.map { row in row.map { -$0 } }
print(swapped.last!, type(of: swapped))
