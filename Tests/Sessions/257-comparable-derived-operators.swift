// A declared < gives Comparable its >, <= and >= (and Equatable its ==); tuples of them in arrays, \.0 key paths
enum Priority: Int, Comparable, CaseIterable {
    case low = 1, medium, high
    static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}
print(Priority.high > .low, Priority.low >= .medium, Priority.medium <= .medium, Priority.low < .high)
struct Version: Comparable {
    var major: Int
    var minor: Int
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
let v1 = Version(major: 1, minor: 2), v2 = Version(major: 1, minor: 10)
print(v1 < v2, v1 > v2, v2 >= v1, v1 <= v1, v1 == v2)
let tasks = [("a", Priority.low), ("b", .high), ("c", .medium)]
print(tasks.filter { $0.1 >= .medium }.map { $0.0 })
print(tasks.sorted { $0.1 > $1.1 }.map(\.0))
