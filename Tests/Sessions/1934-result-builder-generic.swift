// A generic result builder: fixed-arity generic buildBlock overloads, generic buildEither and buildOptional
struct Pair<A, B>: CustomStringConvertible { var a: A; var b: B; var description: String { "Pair(\(a), \(b))" } }
struct Triple<A, B, C>: CustomStringConvertible { var a: A; var b: B; var c: C; var description: String { "Triple(\(a), \(b), \(c))" } }
enum Either<F, S>: CustomStringConvertible {
    case first(F), second(S)
    var description: String { switch self { case .first(let f): "first(\(f))"; case .second(let s): "second(\(s))" } }
}
@resultBuilder enum Build {
    static func buildBlock() -> String { print("  block()"); return "empty" }
    static func buildBlock<C>(_ c: C) -> C { print("  block(\(c))"); return c }
    static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> Pair<C0, C1> { print("  block(\(c0), \(c1))"); return Pair(a: c0, b: c1) }
    static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> Triple<C0, C1, C2> { print("  block3"); return Triple(a: c0, b: c1, c: c2) }
    static func buildOptional<C>(_ c: C?) -> C? { print("  optional(\(String(describing: c)))"); return c }
    static func buildEither<F, S>(first: F) -> Either<F, S> { print("  first(\(first))"); return .first(first) }
    static func buildEither<F, S>(second: S) -> Either<F, S> { print("  second(\(second))"); return .second(second) }
}
@Build func make(_ n: Int) -> some CustomStringConvertible {
    n
    if n > 1 { "big"; n * 10 } else if n == 1 { true } else { 0.5 }
    if n.isMultiple(of: 2) { "even" }
}
for n in 0...3 { print(make(n)) }
@Build func single() -> Int { 7 }
print(single())
@Build func none() -> String {}
print(none())
