// A generic initializer of a generic type: its where clause infers the type's own argument
struct Wrapper<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    init<S: Sequence>(first s: S) where S.Element == Value {
        value = Array(s)[0]
    }
}
print(Wrapper(first: [7, 8]).value)
print(Wrapper(first: "abc").value)
print(type(of: Wrapper(first: [1.5])), type(of: Wrapper([1.5])))
print(Wrapper<Int>(first: 3...5).value)
