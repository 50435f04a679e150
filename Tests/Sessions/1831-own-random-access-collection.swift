// A RandomAccessCollection indexed by Int needs only startIndex, endIndex and a subscript: Swift gives the index steps
struct Buf: RandomAccessCollection {
    var s = [3, 1, 2]
    var startIndex: Int { 0 }
    var endIndex: Int { s.count }
    subscript(i: Int) -> Int { s[i] }
}
let b = Buf()
print(b.sorted(), Array(b.reversed()))
print(b.indices, Array(b.prefix(2)), Array(b[1...]))
print(b[1...])
print(b[..<2], b[0...1].count)
print(b.firstIndex(of: 1) as Any, b.lastIndex(where: { $0 > 1 }) as Any)
print(b.count, b.first as Any, b.last as Any, b.isEmpty)
print(b.map { $0 * 2 }, b.filter { $0 > 1 }, b.reduce(0, +), b.contains(2))
print(b.min() as Any, b.max() as Any)
for (i, x) in b.enumerated() { print(i, x) }
for (x, name) in zip(b, ["a", "b", "c"]) { print(x, name) }
for x in b { print(x, terminator: " ") }
print()
print(b.index(after: 0), b.index(before: 2), b.index(0, offsetBy: 2), b.distance(from: 0, to: 3))
print(b.dropFirst())
print(b.suffix(1).first as Any, b.dropLast().count)
