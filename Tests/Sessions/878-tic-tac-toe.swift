// Tic-tac-toe: a 2D board of optional marks, winner detection over lines, board rendering
enum Mark: String { case x = "X", o = "O" }

struct Board {
    var cells: [[Mark?]] = Array(repeating: Array(repeating: nil, count: 3), count: 3)
    var next = Mark.x

    static let lines: [[(Int, Int)]] = {
        var lines: [[(Int, Int)]] = []
        for i in 0..<3 {
            lines.append((0..<3).map { (i, $0) })
            lines.append((0..<3).map { ($0, i) })
        }
        lines.append([(0, 0), (1, 1), (2, 2)])
        lines.append([(0, 2), (1, 1), (2, 0)])
        return lines
    }()

    var winner: Mark? {
        for line in Board.lines {
            let marks = line.map { cells[$0.0][$0.1] }
            if let first = marks[0], marks.allSatisfy({ $0 == first }) { return first }
        }
        return nil
    }
    var isFull: Bool { cells.joined().allSatisfy { $0 != nil } }

    mutating func play(_ row: Int, _ column: Int) -> Bool {
        guard cells[row][column] == nil, winner == nil else { return false }
        cells[row][column] = next
        next = next == .x ? .o : .x
        return true
    }

    func render() -> String {
        cells.map { row in row.map { $0?.rawValue ?? "." }.joined(separator: " ") }.joined(separator: "\n")
    }
}

@State var board = Board()
let moves = [(1, 1), (0, 0), (2, 2), (1, 1), (0, 2), (2, 0), (1, 0), (1, 2), (0, 1), (2, 1)]
for (r, c) in moves {
    if !board.play(r, c) { print("rejected \(r),\(c)") }
}
print(board.render())
print(board.winner as Any, board.isFull, board.next)
$board.cells[2][1].wrappedValue = .x
print(board.winner?.rawValue ?? "none", board.cells[2])
print(Board.lines.count, board.cells.joined().compactMap { $0 }.count)
