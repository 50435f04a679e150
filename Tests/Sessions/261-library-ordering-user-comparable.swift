// sorted(), sort(), min(), max() and sorted(by: >) order a session's Comparable types by their declared <
struct Version: Comparable, CustomStringConvertible {
    var major: Int
    var minor: Int
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
    var description: String { "\(major).\(minor)" }
}
var versions = [Version(major: 2, minor: 0), Version(major: 1, minor: 10), Version(major: 1, minor: 2)]
print(versions.sorted(), versions.min()!, versions.max()!)
print(versions.sorted(by: >))
versions.sort()
print(versions)
enum Size: Int, Comparable {
    case small = 1, large = 3, medium = 2
    static func < (l: Size, r: Size) -> Bool { l.rawValue < r.rawValue }
}
print([Size.large, .small, .medium].sorted(), [Size.large, .small].min()!)
