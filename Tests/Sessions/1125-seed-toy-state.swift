// "Understanding @State under the hood": a toy State (as ToyState) over its own storage, projecting a Binding
final class StateStorage<Value> {
    var value: Value
    init(initialValue: Value) { value = initialValue }
}
@propertyWrapper
public struct ToyState<Value> {
    private var storage: StateStorage<Value>
    public init(wrappedValue: Value) {
        self.storage = .init(initialValue: wrappedValue)
    }
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        Binding(
            get: { self.wrappedValue },
            set: { self.wrappedValue = $0 }
        )
    }
}
struct CounterView {
    @ToyState var count = 0
    var body: String { "Count: \(count)" }
    func tap() { count += 1 }
}
let view = CounterView()
view.tap()
view.tap()
print(view.body)
let binding = view.$count
binding.wrappedValue = 10
print(view.body, binding.wrappedValue)
let recreated = CounterView()
print(recreated.body)
