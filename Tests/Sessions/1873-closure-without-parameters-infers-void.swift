// A closure that names no parameter, passed where a generic (T) -> () is taken, makes T Void; among overloads the Void one is chosen
func run<T>(_ body: (T) -> ()) -> String { "Void overload, T = \(T.self)" }
func run<T, U>(_ body: (T) -> U) -> String { "other overload, U = \(U.self)" }
print(run({ () }))
print(run({ (x: Int) -> Int in x * 2 }))
print(run({ (x: String) in print(x) }))
func repeatTwice<T>(_ value: T, _ body: (T) -> ()) {
    body(value)
    body(value)
}
var hits = 0
repeatTwice((), { hits += 1 })
print(hits)
