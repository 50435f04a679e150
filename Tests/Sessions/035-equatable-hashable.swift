// Equatable structs compare field by field; Hashable ones work in AnyHashable and dictionary keys.
struct Point: Hashable {
    var x: Int
    var y: Int
}
let origin = Point(x: 0, y: 0)
var moved = origin
print(origin == moved)
moved.x = 2
print(origin == moved, origin != moved)
let points = [origin, moved]
print(points.contains(Point(x: 2, y: 0)), points.contains(Point(x: 9, y: 9)))
var visits: [Point: Int] = [:]
visits[moved, default: 0] += 2
print(visits[moved]!, visits[origin] as Any)
print(AnyHashable(origin) == AnyHashable(Point(x: 0, y: 0)))
struct Version: Equatable {
    var major: Int
    var minor: Int
}
print(Version(major: 1, minor: 2) == Version(major: 1, minor: 2), Version(major: 1, minor: 0) != Version(major: 2, minor: 0))
print(sample.todos[0] == sample.todos[0], sample.todos[0] == sample.todos[1])
var edited = sample.todos[2]
edited.note = "later"
print(edited == sample.todos[2])
