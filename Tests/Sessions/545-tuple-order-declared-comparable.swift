// Tuples compare by their elements' own `<`, also a type's declared or synthesized one
enum Priority: Int, Comparable {
    case low, normal, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
enum Size: Comparable { case small, large }
struct Version: Comparable {
    var major: Int, minor: Int
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
let tasks = [(Priority.low, "b"), (.high, "z"), (.high, "a"), (.normal, "c")]
print(tasks.sorted { ($0.0, $1.1) > ($1.0, $0.1) }.map(\.1))
print(tasks.sorted(by: <).map(\.1), tasks.sorted(by: >).map(\.1))
print((Priority.low, 2) < (Priority.low, 3), (Size.large, "a") <= (Size.small, "b"), (Size.small, 1) >= (.small, 1))
let versions = [Version(major: 1, minor: 2), Version(major: 1, minor: 10), Version(major: 0, minor: 9)]
print(versions.sorted().map { "\($0.major).\($0.minor)" }, (versions[0], 1) > (versions[1], 0))
