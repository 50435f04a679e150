// Synthesized Equatable and Hashable: sets and dictionary keys of structs and enums
struct Point: Hashable { var x: Int; var y: Int }
enum Direction: Hashable, CaseIterable { case north, south, east, west }
struct Move: Hashable { var from: Point; var direction: Direction }
var visited: Set<Point> = [Point(x: 0, y: 0)]
var position = Point(x: 0, y: 0)
let moves: [Direction] = [.north, .east, .south, .west, .north, .north]
for d in moves {
    switch d {
    case .north: position.y += 1
    case .south: position.y -= 1
    case .east: position.x += 1
    case .west: position.x -= 1
    }
    visited.insert(position)
}
print(visited.count, visited.contains(Point(x: 1, y: 1)), position)
var counts: [Direction: Int] = [:]
for d in moves { counts[d, default: 0] += 1 }
print(Direction.allCases.map { counts[$0] ?? 0 })
let m1 = Move(from: .init(x: 0, y: 0), direction: .north)
let m2 = Move(from: Point(x: 0, y: 0), direction: .north)
print(m1 == m2, m1 == Move(from: m1.from, direction: .south), Set([m1, m2]).count)
let byRow = Dictionary(grouping: visited, by: \.y).mapValues { $0.map(\.x).sorted() }
print(byRow.keys.sorted().map { ($0, byRow[$0]!) })
