// arguments: --quiet --keep-going
// :explain shows what the compiler makes of a wrapper: storage, accessors, projection, and the dynamic-member chain of an expression
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
final class Storage<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
@propertyWrapper struct XState<Value>: XBindingConvertible {
    private var storage: Storage<Value>
    var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
    var binding: XBinding<Value> {
        XBinding(getValue: { self.wrappedValue }, setValue: { self.wrappedValue = $0 })
    }
    init(wrappedValue value: Value) { storage = Storage(value) }
    var projectedValue: XBinding<Value> { binding }
}
@XState var person = sample.person
:explain person
:explain $person.address.street
@State var p2 = sample.person
:explain p2
:explain $p2.address.street
struct Expression { var wrappedValue: Int; var other: Int }
@XState var expr = Expression(wrappedValue: 1, other: 2)
:explain $expr.wrappedValue
:explain $expr[dynamicMember: \.wrappedValue]
let n = 3
:explain n
:explain
:explain $person.nope
