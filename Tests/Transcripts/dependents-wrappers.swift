// arguments: --no-sample
// A session variable with a property wrapper of the session's own is a dependent, as a
// State is: reported by its wrapped value. So is a variable holding such a wrapper (by its
// wrappedValue), whatever its setter writes: a box shared with the wrapper, a State, an object.
struct Person { var name: String; var age: Int }
@propertyWrapper final class XState<Value> {
    var wrappedValue: Value
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    var projectedValue: XBinding<Value> { XBinding(getValue: { self.wrappedValue }, setValue: { self.wrappedValue = $0 }) }
}
@propertyWrapper struct XBinding<Value> {
    let getValue: () -> Value
    let setValue: (Value) -> Void
    var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }
}
@propertyWrapper struct Clamped {
    private var storage: Int
    init(wrappedValue: Int) { storage = min(max(wrappedValue, 0), 10) }
    var wrappedValue: Int {
        get { storage }
        set { storage = min(max(newValue, 0), 10) }
    }
}
@XState var person = Person(name: "Bob", age: 3)
let age = $person
age.wrappedValue.age = 4
person.name = "Crusty"
person = Person(name: "Ada", age: 36)
@Clamped var volume = 4
volume = 20
volume += 5
@State var count = 1
@XBinding(getValue: { count }, setValue: { count = $0 }) var linked: Int
linked += 1
count = 10
:watch double = linked * 2
linked = 5
:deps age
:deps linked
:why volume
:states
