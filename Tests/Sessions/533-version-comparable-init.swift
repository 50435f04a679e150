// Initializers, custom Comparable and CustomStringConvertible on a Version type
struct Version: Comparable, CustomStringConvertible, Hashable {
    var major: Int
    var minor: Int = 0
    var patch: Int = 0
    init(major: Int, minor: Int = 0, patch: Int = 0) {
        self.major = major; self.minor = minor; self.patch = patch
    }
    init?(_ text: String) {
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard (1...3).contains(parts.count), parts.count == text.split(separator: ".").count else { return nil }
        self.init(major: parts[0], minor: parts.count > 1 ? parts[1] : 0, patch: parts.count > 2 ? parts[2] : 0)
    }
    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
    var description: String { "v\(major).\(minor).\(patch)" }
    func bumped() -> Self { Self(major: major, minor: minor, patch: patch + 1) }
    static let initial = Version(major: 0, minor: 1)
}
let versions = ["1.2.3", "1.10", "0.9.9", "2", "x.1", "1.2.3.4"].map(Version.init)
print(versions)
let valid = versions.compactMap { $0 }
print(valid.sorted(), valid.max()!, valid.min()!)
print(Version.initial, Version.initial.bumped(), Version(major: 3) > Version("2.9.9")!)
print("latest is \(valid.sorted().last!)", Set(valid + [Version(major: 2)]).count)
print(valid.sorted(by: >).map(\.description).joined(separator: " > "))
debugPrint(Version.initial)
print(String(describing: Version.initial), [Version.initial])
