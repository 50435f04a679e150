// Generic methods inside a generic struct, static factory methods, and a generic initializer
struct Wrapper<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    init<S: Sequence>(first s: S) where S.Element == Value {
        var it = s.makeIterator()
        value = it.next()!
    }
    func map<U>(_ f: (Value) -> U) -> Wrapper<U> { Wrapper<U>(f(value)) }
    func combined<Other>(with other: Wrapper<Other>) -> Wrapper<(Value, Other)> {
        Wrapper<(Value, Other)>((value, other.value))
    }
    static func of(_ v: Value) -> Wrapper { Wrapper(v) }
}
let w = Wrapper(21)
print(w.map { $0 * 2 }.value)
print(w.map { "n=\($0)" })
print(w.combined(with: Wrapper("x")).value)
print(Wrapper<String>.of("s").value)
print(Wrapper(first: [7, 8]).value)
print(Wrapper(first: "abc").value)
let nested = Wrapper(Wrapper(true))
print(nested.value.value)
print(type(of: w.map { Double($0) }))
