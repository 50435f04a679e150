// A getter/setter wrapper with a nonmutating set, a class wrapper whose projection is a binding, and a wrapped local
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
final class Store { nonisolated(unsafe) static var x1 = 42 }
struct Example1 {
    @XBinding(getValue: { Store.x1 }, setValue: { Store.x1 = $0 })
    var x1: Int
    func run() {
        print("Before:", Store.x1, x1)
        x1 = 37
        print("After:", Store.x1, x1)
    }
}
Example1().run()
@propertyWrapper class XStateV1<Value> {
    var wrappedValue: Value
    init(wrappedValue value: Value) { self.wrappedValue = value }
    var projectedValue: XBinding<Value> { XBinding(getValue: { self.wrappedValue }, setValue: { self.wrappedValue = $0 }) }
}
struct Person { var name: String; var age: Int }
struct Example3 {
    @XStateV1 var person = Person(name: "Bob", age: 3)
    func run() {
        print(person)
        let b = $person
        b.wrappedValue = Person(name: "Crusty", age: 4)
        print(person.name)
        person.age = 10
        print(person)
    }
}
Example3().run()
let e = Example3(person: Person(name: "X", age: 1))
e.run()
@XStateV1 var local = 5
local += 1
print(local, $local.wrappedValue)
