// indices of a session's own forward Collection is DefaultIndices<Self>, a Collection of its indices; Grid.Indices names it
struct Grid: Collection { var cells = [1,2,3]
  var startIndex: Int { 0 }
  var endIndex: Int { cells.count }
  func index(after i: Int) -> Int { i + 1 }
  subscript(i: Int) -> Int { cells[i] } }
let g = Grid()
print(g.indices)
print(g.indices.count, Array(g.indices), g.indices.contains(2), g.indices.first as Any)
for i in g.indices where i > 0 { print(i, g[i]) }
print(g.indices.map { g[$0] * 10 })
let idx: Grid.Indices = g.indices
print(idx.startIndex, idx.endIndex)
struct Pair: BidirectionalCollection {
    var left = "L", right = "R"
    var startIndex: Int { 0 }
    var endIndex: Int { 2 }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> String { i == 0 ? left : right }
}
let pair = Pair()
print(pair.indices.last as Any, pair.indices.reversed().map { pair[$0] })
