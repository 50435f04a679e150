// The gist's XBinding/XState, typed as a session (storage in a static, since types cannot see session variables)
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
enum Storage {
    nonisolated(unsafe) static var x1 = 42
    nonisolated(unsafe) static var person = Person(name: "Olivier", address: Address(number: 13, street: "Playground Street"))
}
struct Example1 {
    @XBinding(getValue: { Storage.x1 }, setValue: { Storage.x1 = $0 })
    var x1: Int
    func run() {
        print("Before:", "x1Storage =", Storage.x1, "x1 =", x1)
        x1 = 37
        print("After:", "x1Storage =", Storage.x1, "x1 =", x1)
    }
}
Example1().run()
struct Address: CustomStringConvertible {
    var number: Int
    var street: String
    var description: String { "\(number), \(street)" }
}
struct Person {
    var name: String
    var address: Address
}
struct Example2 {
    @XBinding(getValue: { Storage.person }, setValue: { Storage.person = $0 })
    var person: Person
}
let example2 = Example2()
print(example2.person.name)
extension XBinding {
    func map<NewValue>(_ keyPath: WritableKeyPath<Value, NewValue>) -> XBinding<NewValue> {
        return XBinding<NewValue>(
            getValue: { self.wrappedValue[keyPath: keyPath] },
            setValue: { self.wrappedValue[keyPath: keyPath] = $0 }
        )
    }
}
let nameBinding = example2.$person.map(\.name)
nameBinding.wrappedValue = "NewName"
print(example2.person.name)
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
print(example2.person)
print(type(of: example2.$person.name))
let streetNumBinding = example2.$person.address.number
streetNumBinding.wrappedValue = 42
print(example2.person)
