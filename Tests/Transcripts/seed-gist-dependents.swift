// arguments: --keep-going
// The gist's XBinding and XState typed at the prompt: dependents follow the wrapper, and :explain shows what the compiler made of it
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
@XState var person = Person(name: "Olivier", address: Address(number: 13, street: "Playground Street"))
let street = $person.address.street
:watch number = person.address.number
:explain $person.address.street
street.wrappedValue = "Memory Lane"
person.address.number = 42
$person.address.wrappedValue = Address(number: 1, street: "WWDC Stage")

:why number
:explain person
