// A tile grid stored row by row as RandomAccessCollection and MutableCollection: moves, sorting and searching with the library's algorithms
enum Tile: Comparable, CustomStringConvertible {
    case empty, wall, coin
    var description: String {
        switch self {
        case .empty: return "."
        case .wall: return "#"
        case .coin: return "$"
        }
    }
}
struct Grid: RandomAccessCollection, MutableCollection {
    let width: Int
    var tiles: [Tile]
    var startIndex: Int { 0 }
    var endIndex: Int { tiles.count }
    subscript(position: Int) -> Tile {
        get { tiles[position] }
        set { tiles[position] = newValue }
    }
    subscript(row: Int, column: Int) -> Tile {
        get { self[row * width + column] }
        set { self[row * width + column] = newValue }
    }
    var rows: [String] {
        stride(from: 0, to: count, by: width).map { start in
            self[start..<(start + width)].map(\.description).joined()
        }
    }
}
extension MutableCollection where Element == Tile {
    mutating func collectCoins() -> Int {
        var collected = 0
        for position in indices where self[position] == .coin {
            self[position] = .empty
            collected += 1
        }
        return collected
    }
}

var grid = Grid(width: 4, tiles: [.wall, .coin, .empty, .wall,
                                  .empty, .coin, .coin, .empty,
                                  .wall, .empty, .empty, .coin])
print(grid.rows)
print(grid[1, 2], grid.count, grid.filter { $0 == .coin }.count)
print(grid.firstIndex(of: .coin) as Any, grid.lastIndex(of: .wall) as Any)
grid.swapAt(1, 2)
grid[2, 0] = .coin
print(grid.rows)
let walls = grid.partition(by: { $0 == .wall })
print(walls, grid.rows)
grid.sort()
print(grid.rows, grid.first as Any, grid.last as Any)
grid.reverse()
print(grid.rows)
print(grid.collectCoins(), grid.rows)
var loose: [Tile] = [.coin, .empty, .coin]
print(loose.collectCoins(), loose)
print(grid.contains(.coin), grid.min() as Any, grid.allSatisfy { $0 != .coin })
