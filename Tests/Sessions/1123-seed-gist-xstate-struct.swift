// The gist's XState: a struct wrapper over a nested Storage class, so its setter is nonmutating; Example 5
@propertyWrapper struct XBinding<Value> {
    var wrappedValue: Value {
        get { return getValue() }
        nonmutating set { setValue(newValue) }
    }
    private let getValue: () -> Value
    private let setValue: (Value) -> Void
    init(getValue: @escaping () -> Value, setValue: @escaping (Value) -> Void) {
        self.getValue = getValue
        self.setValue = setValue
    }
    var projectedValue: Self { self }
}
@dynamicMemberLookup protocol XBindingConvertible {
    associatedtype Value
    var binding: XBinding<Self.Value> { get }
    subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Self.Value, Subject>) -> XBinding<Subject> { get }
}
extension XBindingConvertible {
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Self.Value, Subject>) -> XBinding<Subject> {
        return XBinding(
            getValue: { self.binding.wrappedValue[keyPath: keyPath] },
            setValue: { self.binding.wrappedValue[keyPath: keyPath] = $0 }
        )
    }
}
extension XBinding: XBindingConvertible {
    var binding: XBinding<Value> { self }
}
@propertyWrapper struct XState<Value>: XBindingConvertible {
    class Storage {
        var value: Value
        init(initialValue: Value) { self.value = initialValue }
    }
    private var storage: Storage
    var wrappedValue: Value {
        get { self.storage.value }
        nonmutating set { self.storage.value = newValue }
    }
    var binding: XBinding<Value> {
        XBinding(getValue: { self.wrappedValue }, setValue: { self.wrappedValue = $0 })
    }
    init(wrappedValue value: Value) {
        self.storage = Storage(initialValue: value)
    }
    var projectedValue: XBinding<Value> { binding }
}
struct Expression {
    var wrappedValue: Int
    var nonSpecialProp: Int
}
struct Example5 {
    @XState var expr = Expression(wrappedValue: 42, nonSpecialProp: 1337)
    func run() {
        let bindingToExprValue2 = $expr.nonSpecialProp
        print(type(of: bindingToExprValue2))
        let notABindingToExprValue = $expr.wrappedValue
        print(type(of: notABindingToExprValue))
        let bindingToExprValue = $expr[dynamicMember: \.wrappedValue]
        print(type(of: bindingToExprValue))
        bindingToExprValue2.wrappedValue = 1
        expr.wrappedValue += 1
        print(expr)
    }
}
let example = Example5()
example.run()
let copy = example
copy.expr.nonSpecialProp = 99
print(example.expr)
@XState var counter = 0
counter += 5
$counter.wrappedValue *= 2
print(counter)
