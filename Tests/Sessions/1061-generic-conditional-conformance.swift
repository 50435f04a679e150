// Conditional conformance: Pair is Equatable only when both of its types are
struct Pair<A, B> {
    var first: A
    var second: B
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: CustomStringConvertible {
    var description: String { "(\(first) & \(second))" }
}
let a = Pair(first: 1, second: "x")
let b = Pair(first: 1, second: "x")
let c = Pair(first: 2, second: "x")
print(a == b, a == c, a != c)
print(a, c)
let pairs = [a, c, b]
print(pairs.filter { $0 == a }.count)
print(pairs.firstIndex(of: c) ?? -1)
print(pairs.contains(Pair(first: 3, second: "y")))
print(Pair(first: [1], second: 2.5) == Pair(first: [1], second: 2.5))
