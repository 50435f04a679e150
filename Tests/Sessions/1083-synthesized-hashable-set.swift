// Synthesized Hashable: structs and enums as Set members and dictionary keys
struct Coordinate: Hashable {
    var x: Int
    var y: Int
}
enum Direction: Hashable {
    case north, south
}
var visited: Set<Coordinate> = []
visited.insert(Coordinate(x: 0, y: 0))
visited.insert(Coordinate(x: 1, y: 0))
let (inserted, _) = visited.insert(Coordinate(x: 0, y: 0))
print(inserted, visited.count)
print(visited.contains(Coordinate(x: 1, y: 0)), visited.contains(Coordinate(x: 2, y: 2)))
var labels: [Coordinate: String] = [:]
labels[Coordinate(x: 3, y: 4)] = "treasure"
labels[Coordinate(x: 3, y: 4)] = "gold"
print(labels.count, labels[Coordinate(x: 3, y: 4)]!)
print(labels)
var steps: [Direction: Int] = [.north: 2]
steps[.south, default: 0] += 5
print(steps[.north]!, steps[.south]!)
print(Set([Direction.north, .north]).count)
print(Coordinate(x: 1, y: 2).hashValue == Coordinate(x: 1, y: 2).hashValue)
