// The gist's XStateV1: a class wrapper whose projection is an XBinding, and the wrappedValue-named field edge case
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
struct Address: CustomStringConvertible {
    var number: Int
    var street: String
    var description: String { "\(number), \(street)" }
}
struct Person {
    var name: String
    var address: Address
}
@propertyWrapper class XStateV1<Value>: XBindingConvertible {
    var wrappedValue: Value
    var binding: XBinding<Value> {
        XBinding(getValue: { self.wrappedValue }, setValue: { self.wrappedValue = $0 })
    }
    init(wrappedValue value: Value) {
        self.wrappedValue = value
    }
    var projectedValue: XBinding<Value> { binding }
}
struct Example3 {
    @XStateV1 var person = Person(name: "Bob", address: Address(number: 21, street: "Builder Street"))
    func run() {
        print(person)
        let streetBinding: XBinding<String> = $person.address.street
        person = Person(name: "Crusty", address: Address(number: 1, street: "WWDC Stage"))
        streetBinding.wrappedValue = "Memory Lane"
        print(person)
    }
}
Example3().run()
struct Expression {
    var wrappedValue: Int
    var nonSpecialProp: Int
}
struct Example4 {
    @XStateV1 var expr = Expression(wrappedValue: 42, nonSpecialProp: 1337)
    func run() {
        let bindingToExprValue2 = $expr.nonSpecialProp
        print(type(of: bindingToExprValue2))
        let notABindingToExprValue = $expr.wrappedValue
        print(type(of: notABindingToExprValue))
        let bindingToExprValue = $expr[dynamicMember: \.wrappedValue]
        print(type(of: bindingToExprValue))
        bindingToExprValue.wrappedValue = 7
        print(expr.wrappedValue, notABindingToExprValue.wrappedValue)
    }
}
Example4().run()
