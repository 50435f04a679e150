// Pair<A, B> with two generic parameters, a swapped() method and an Equatable conditional conformance
struct Pair<A, B> {
    var first: A
    var second: B
    func swapped() -> Pair<B, A> {
        return Pair<B, A>(first: second, second: first)
    }
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
let p = Pair(first: 1, second: "one")
print(p)
print(p.swapped())
print(p.swapped().first.uppercased())
let q = Pair(first: 1, second: "one")
print(p == q)
print(p == Pair(first: 2, second: "one"))
var m = Pair<String, Double>(first: "pi", second: 3.14)
m.second *= 2
print(m.first, m.second)
print(type(of: m))
print(type(of: p.swapped()))
