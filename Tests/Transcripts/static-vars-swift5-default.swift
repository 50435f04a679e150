// arguments: --keep-going
// Swift 5 mode, swiftc's default: `static var` is accepted (Swift 6 mode's "not concurrency-safe"
// needs --swift-version 6), in a type and in an extension of a built-in type; not in a generic one.
struct Plain { static var count = 0 }
struct Missing { static var count: Int }
extension Int { static var shared = 0 }
extension Array { static var shared = 0 }
Plain.count += 5
for i in 0..<5 {
    Plain.count += 1
    if i == 3 { Plain.count += Int.max }
}
print(Plain.count)
Int.shared -= 3
print(Int.shared)
:set swift-version 7
