// A session's extension of Collection reaches its own Collection types as it reaches arrays and strings
extension Collection {
    var secondItem: Element? { dropFirst().first }
    var middleIndex: Index { index(startIndex, offsetBy: count / 2) }
}
struct Grid: Collection {
    var cells = [1, 2, 3]
    var startIndex: Int { 0 }
    var endIndex: Int { cells.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { cells[i] }
}
let grid = Grid()
print(grid.secondItem as Any)
print(grid.middleIndex, grid[grid.middleIndex])
print([5, 6].secondItem as Any, "xyz".secondItem as Any)
print(Grid(cells: [9]).secondItem as Any)
// Declared after the type, it reaches it too.
extension Sequence {
    func tally(where matches: (Element) -> Bool) -> Int {
        var count = 0
        for element in self where matches(element) { count += 1 }
        return count
    }
}
print(grid.tally(where: { $0 > 1 }), [1, 2, 3, 4].tally(where: { $0 % 2 == 0 }))
print(grid.count, [7, 8].count)
