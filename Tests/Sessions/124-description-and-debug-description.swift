// CustomStringConvertible and CustomDebugStringConvertible: print vs debugPrint vs String(reflecting:).
struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    var v: Int
    var description: String { "desc(\(v))" }
    var debugDescription: String { "debug(\(v))" }
}
let x = Both(v: 1)
print(x)
debugPrint(x)
print(String(describing: x), String(reflecting: x))
print([x], "\(x)")
debugPrint([x])
print(Optional(x) as Any)
