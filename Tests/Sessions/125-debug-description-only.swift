// A type with only debugDescription: print, interpolation and String(describing:) all use it.
struct OnlyDebug: CustomDebugStringConvertible {
    var v: Int
    var debugDescription: String { "D\(v)" }
}
let y = OnlyDebug(v: 2)
print(y)
debugPrint(y)
print("\(y)", [y])
print(String(describing: y), String(reflecting: y))
struct Holder {
    var inner: OnlyDebug
}
print(Holder(inner: y))
