// Implementing < is enough for Comparable: >, sorted(), min() and ranges come for free
struct Version: Comparable, CustomStringConvertible {
    var major: Int
    var minor: Int
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
    var description: String { "v\(major).\(minor)" }
}
let releases = [Version(major: 2, minor: 1), Version(major: 1, minor: 9), Version(major: 2, minor: 0)]
print(releases.sorted())
print(releases.min()!, releases.max()!)
print(Version(major: 1, minor: 10) > Version(major: 1, minor: 9))
print(Version(major: 3, minor: 0) <= Version(major: 3, minor: 0))
let supported = Version(major: 1, minor: 5)...Version(major: 2, minor: 0)
print(releases.map { supported.contains($0) })
print(releases.sorted(by: >).first!)
print(max(Version(major: 0, minor: 1), Version(major: 0, minor: 2)))
