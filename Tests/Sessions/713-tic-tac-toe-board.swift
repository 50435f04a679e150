// Tic-tac-toe board with a 2D array, winner detection and a state
enum Player: Character {
    case x = "X", o = "O"
    var other: Player { self == .x ? .o : .x }
}

struct Board: CustomStringConvertible {
    var cells: [[Player?]] = Array(repeating: Array(repeating: nil, count: 3), count: 3)
    var current: Player = .x
    var moves = 0

    mutating func play(_ row: Int, _ col: Int) -> Bool {
        guard (0..<3).contains(row), (0..<3).contains(col), cells[row][col] == nil else { return false }
        cells[row][col] = current
        current = current.other
        moves += 1
        return true
    }

    var winner: Player? {
        let lines: [[(Int, Int)]] = (0..<3).map { r in (0..<3).map { (r, $0) } }
            + (0..<3).map { c in (0..<3).map { ($0, c) } }
            + [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]
        for line in lines {
            let values = line.map { cells[$0.0][$0.1] }
            if let first = values[0], values.allSatisfy({ $0 == first }) { return first }
        }
        return nil
    }

    var description: String {
        cells.map { row in String(row.map { $0?.rawValue ?? "." }) }.joined(separator: "\n")
    }
}

@State var board = Board()
let moves = [(0, 0), (1, 1), (0, 1), (2, 2), (0, 1), (0, 2)]
for (r, c) in moves {
    if !board.play(r, c) { print("illegal move at \(r),\(c)") }
}
print(board)
print("winner:", board.winner.map { String($0.rawValue) } ?? "none", "moves:", board.moves)
let center = $board.cells[1][1]
center.wrappedValue = nil
print(board.cells[1], board.cells.flatMap { $0 }.compactMap { $0 }.count)
