// Generic functions and methods taking builder closures: the closure's built type is the generic argument
struct Pair<A, B>: CustomStringConvertible { var a: A; var b: B; var description: String { "Pair(\(a), \(b))" } }
@resultBuilder enum G {
    static func buildBlock<C>(_ c: C) -> C { print("  one"); return c }
    static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> Pair<C0, C1> { print("  two"); return Pair(a: c0, b: c1) }
    static func buildOptional<C>(_ c: C?) -> C? { c }
}
func make<T>(@G _ body: () -> T) -> T { body() }
struct Maker {
    func build<T>(@G _ body: (Int) -> T) -> T { body(3) }
}
class Shop {
    func build<T>(@G content: () -> T) -> [T] { [content(), content()] }
}
print(make { 1; "x" })
print(make { 2 })
print(Maker().build { n in n; if n > 2 { "big" } })
print(Shop().build { "a"; 2.5 })
