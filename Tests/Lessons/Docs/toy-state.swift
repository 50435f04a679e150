// A State of your own: storage in a class, so copies share it; a Binding made of closures.
final class Storage<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
@propertyWrapper
struct ToyState<Value> {
    private let storage: Storage<Value>
    init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
    var projectedValue: Binding<Value> {
        Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}
@ToyState var count = 0
let binding = $count
binding.wrappedValue = 5
count += 1
:explain count
