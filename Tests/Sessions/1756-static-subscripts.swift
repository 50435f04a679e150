// A type's own subscript: static subscript read with the type's name, with unlabelled, labelled and several parameters
enum Palette {
    static let colors = ["red", "green", "blue"]
    static subscript(index: Int) -> String { colors[index % colors.count] }
    static subscript(named name: String) -> Int? { colors.firstIndex(of: name) }
}
struct Grid {
    static var cells = [[1, 2], [3, 4]]
    static subscript(row: Int, column: Int) -> Int {
        get { cells[row][column] }
    }
}
print(Palette[0], Palette[4])
print(Palette[named: "blue"] ?? -1, Palette[named: "pink"] ?? -1)
print(Grid[1, 0] + Grid[0, 1])
let picked = (0..<3).map { Palette[$0].uppercased() }
print(picked)
Grid.cells[0][0] = 10
print(Grid[0, 0])
