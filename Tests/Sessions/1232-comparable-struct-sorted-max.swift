// A struct conforming to Comparable with its own <, used by sorted(), max(), min(), >, and comparisons
struct Version: Comparable, CustomStringConvertible {
    let major: Int
    let minor: Int
    static func < (lhs: Version, rhs: Version) -> Bool {
        if lhs.major != rhs.major { return lhs.major < rhs.major }
        return lhs.minor < rhs.minor
    }
    var description: String { "v\(major).\(minor)" }
}
let versions = [Version(major: 2, minor: 1), Version(major: 1, minor: 9), Version(major: 2, minor: 0)]
print(versions.sorted())
print(versions.sorted(by: >))
print(versions.max()!, versions.min()!)
print(Version(major: 1, minor: 0) < Version(major: 1, minor: 1))
print(Version(major: 3, minor: 0) >= Version(major: 2, minor: 9))
print(Version(major: 1, minor: 2) == Version(major: 1, minor: 2))
func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
print(largest(versions) ?? Version(major: 0, minor: 0))
print(versions.contains(Version(major: 1, minor: 9)))
let clamped = min(max(Version(major: 0, minor: 1), Version(major: 1, minor: 0)), Version(major: 5, minor: 0))
print(clamped)
