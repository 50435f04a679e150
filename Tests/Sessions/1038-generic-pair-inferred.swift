// Pair<A, B>: the type parameters are inferred from the initialiser's arguments
struct Pair<A, B> {
    var first: A
    var second: B
    func swapped() -> Pair<B, A> {
        Pair<B, A>(first: second, second: first)
    }
}
let p = Pair(first: 1, second: "a")
print(p)
print(p.first, p.second)
print(type(of: p))
let q = p.swapped()
print(q, type(of: q))
let explicit = Pair<Double, Bool>(first: 2, second: true)
print(explicit.first, explicit)
var mutable = Pair(first: [1, 2], second: Optional<String>.none)
mutable.first.append(3)
mutable.second = "set"
print(mutable)
print(type(of: mutable))
