// Synthesized Hashable structs as Set elements and dictionary keys
struct Coordinate: Hashable {
    var x: Int
    var y: Int
}
var visited: Set<Coordinate> = []
visited.insert(Coordinate(x: 0, y: 0))
visited.insert(Coordinate(x: 1, y: 0))
let (inserted, _) = visited.insert(Coordinate(x: 0, y: 0))
print(inserted, visited.count)
print(visited.contains(Coordinate(x: 1, y: 0)), visited.contains(Coordinate(x: 2, y: 2)))
var names: [Coordinate: String] = [:]
names[Coordinate(x: 0, y: 0)] = "origin"
names[Coordinate(x: 3, y: 4)] = "far"
print(names[Coordinate(x: 3, y: 4)] ?? "?", names.count)
names[Coordinate(x: 0, y: 0)] = "home"
print(names[Coordinate(x: 0, y: 0)]!, names.count)
enum Suit: Hashable { case hearts, spades }
struct Card: Hashable { let rank: Int; let suit: Suit }
let hand: Set = [Card(rank: 1, suit: .hearts), Card(rank: 1, suit: .hearts), Card(rank: 2, suit: .spades)]
print(hand.count)
let counts = Dictionary(grouping: [Card(rank: 3, suit: .spades), Card(rank: 4, suit: .spades)], by: { $0.suit })
print(counts[.spades]?.count ?? 0, counts[.hearts] == nil)
print(Coordinate(x: 1, y: 2) == Coordinate(x: 1, y: 2))
print(Set([Coordinate(x: 1, y: 1)]).isSubset(of: visited))
