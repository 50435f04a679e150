// Enum cases print bare at top level and qualified (Type.case) inside collections and structs.
enum Direction {
    case north, south
    case east
    case west
}
var heading = Direction.north
print(heading)
heading = .west
print(heading, [heading])
print(heading == .west, heading != .east)
struct Compass {
    var heading: Direction
    var backup: Direction?
}
let compass = Compass(heading: .south, backup: .east)
print(compass)
print(compass.backup as Any, compass.heading)
print(type(of: heading))
let path: [Direction] = [.north, .north, .east]
print(path.filter { $0 == .north }.count)
