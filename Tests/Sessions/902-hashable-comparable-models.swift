// Models conforming to Hashable and Comparable: Sets of structs, sorted() and max() by a declared <
struct Version: Comparable, Hashable, CustomStringConvertible {
    var major: Int
    var minor: Int
    var patch: Int

    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }

    var description: String { "\(major).\(minor).\(patch)" }

    init(_ text: String) {
        let parts = text.split(separator: ".").map { Int($0) ?? 0 }
        major = parts.count > 0 ? parts[0] : 0
        minor = parts.count > 1 ? parts[1] : 0
        patch = parts.count > 2 ? parts[2] : 0
    }
}

let releases = ["1.2.0", "1.10.1", "1.2", "0.9.9", "1.10.0"].map(Version.init)
print(releases.sorted(), releases.max()!, releases.min()!)
print(Set(releases).count, Version("1.2") == Version("1.2.0"), Version("2.0") > Version("1.99.99"))
@State var installed = Version("1.2.0")
let latest = releases.max()!
if installed < latest { print("update available: \(installed) -> \(latest)") }
$installed.wrappedValue = latest
print(installed >= latest, [installed], Optional(installed))
var seen: Set<Version> = []
for r in releases where !seen.insert(r).inserted { print("duplicate", r) }
print(seen.count, seen.contains(Version("0.9.9")))
