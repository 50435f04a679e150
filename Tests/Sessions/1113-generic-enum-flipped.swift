// Methods of generic types that return the type with its arguments swapped
enum Either<L, R> {
    case left(L)
    case right(R)
    func flipped() -> Either<R, L> {
        switch self {
        case .left(let value): return .right(value)
        case .right(let value): return .left(value)
        }
    }
}
struct Pair<A, B> {
    var first: A
    var second: B
    func swapped() -> Pair<B, A> {
        Pair<B, A>(first: second, second: first)
    }
}
let e: Either<Int, String> = .left(3)
let f = e.flipped()
print(e, f)
print(type(of: f))
print(f.flipped())
let p = Pair(first: 1.5, second: true)
print(p.swapped(), p.swapped().swapped())
print(type(of: p.swapped()))
