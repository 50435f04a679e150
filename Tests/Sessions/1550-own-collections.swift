// A session's own Collection, BidirectionalCollection and RandomAccessCollection: the library's algorithms on them, by their own indices
struct Grid: RandomAccessCollection {
    var cells: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { cells.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(position: Int) -> Int { cells[position] }
}

struct Evens: Collection {
    let limit: Int
    var startIndex: Int { 0 }
    var endIndex: Int { limit }
    func index(after i: Int) -> Int { i + 2 }
    subscript(i: Int) -> String { "#\(i)" }
}

struct Playlist: BidirectionalCollection {
    var titles: [String]
    var startIndex: Int { 10 }
    var endIndex: Int { 10 + titles.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> String { titles[i - 10] }
}

let g = Grid(cells: [3, 1, 4, 1, 5])
print(g.map { $0 * 2 }, g.count, g.first as Any, g.last as Any, g.isEmpty)
print(g.filter { $0 > 2 }, g.sorted(), g.reduce(0, +), g.contains(4), g.min() as Any)
print(g.firstIndex(of: 1) as Any, g.lastIndex(of: 1) as Any, g.firstIndex { $0 > 3 } as Any)
for (i, x) in g.enumerated() where i < 2 { print(i, x) }
for i in g.indices { print(g[i], terminator: " ") }
print()
print(Array(Evens(limit: 6)), Evens(limit: 6).count, Evens(limit: 0).isEmpty)
let list = Playlist(titles: ["Intro", "Theme", "Outro"])
print(list.firstIndex(of: "Theme") as Any, list.last ?? "-", list.joined(separator: " / "))
if let i = list.firstIndex(where: { $0.hasPrefix("O") }) { print(i, list[i]) }
print(list.map { $0.count }, Array(list.indices))
