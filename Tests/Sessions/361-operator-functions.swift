// Operator functions declared in types: a Comparable '<', arithmetic on a vector, a custom '==' (and the '!=' it gives).
struct Version: Comparable {
    var major: Int
    var minor: Int
    static func < (lhs: Version, rhs: Version) -> Bool {
        lhs.major != rhs.major ? lhs.major < rhs.major : lhs.minor < rhs.minor
    }
}
struct Vector {
    var x: Double
    var y: Double
    static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func * (lhs: Vector, scale: Double) -> Vector { Vector(x: lhs.x * scale, y: lhs.y * scale) }
}
struct Tag: Equatable {
    var name: String
    var color: String
    static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name.lowercased() == rhs.name.lowercased() }
}
let versions = [Version(major: 2, minor: 1), Version(major: 1, minor: 9), Version(major: 2, minor: 0)]
print(Version(major: 1, minor: 2) < Version(major: 1, minor: 3))
print(versions.sorted { $0 < $1 }.map { "\($0.major).\($0.minor)" })
print(Vector(x: 1, y: 2) + Vector(x: 3, y: 4), Vector(x: 1, y: 1) * 2.5)
print(Tag(name: "Home", color: "red") == Tag(name: "home", color: "blue"))
print(Tag(name: "Home", color: "red") != Tag(name: "Work", color: "red"))
