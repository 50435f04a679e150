// A Collection whose Index is its own Comparable struct: the library's algorithms walk it with index(after:)
struct Pos: Comparable, CustomStringConvertible {
    var row: Int
    var col: Int
    static func < (a: Pos, b: Pos) -> Bool { (a.row, a.col) < (b.row, b.col) }
    var description: String { "(\(row),\(col))" }
}
struct Board: Collection {
    var rows = [["a", "b"], ["c", "d", "e"]]
    var startIndex: Pos { Pos(row: 0, col: 0) }
    var endIndex: Pos { Pos(row: rows.count, col: 0) }
    func index(after i: Pos) -> Pos {
        i.col + 1 < rows[i.row].count ? Pos(row: i.row, col: i.col + 1) : Pos(row: i.row + 1, col: 0)
    }
    subscript(i: Pos) -> String { rows[i.row][i.col] }
}
let board = Board()
print(board.count, board.first as Any, Array(board))
print(board.map { $0.uppercased() }, board.joined())
print(board.firstIndex(of: "c") as Any, board.contains("e"), board.sorted(by: >))
let third = board.index(board.startIndex, offsetBy: 2)
print(third, board[third], board.distance(from: board.startIndex, to: board.endIndex))
print(Array(board[third...]), Array(board.prefix(2)), Array(board.dropFirst(3)))
for (n, s) in board.enumerated() where n > 2 { print(n, s) }
