// "Understanding @State under the hood": the toy State typed under SwiftUI's own name, over a storage class of ours
final class StateStorage<Value> {
    var value: Value
    init(initialValue: Value) { value = initialValue }
}
@propertyWrapper
public struct State<Value>: DynamicProperty {
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
    @State private var count = 0

    var body: String { "Tap \(count)" }
    // What the Button's action does: nonmutating set lets a non-mutating method write.
    func tap() { count += 1 }
    func binding() -> Binding<Int> { $count }
}
var view = CounterView()
view.tap()
view.tap()
print(view.body)
let count = view.binding()
count.wrappedValue += 10
print(view.body, type(of: count))
// Re-created, the toy loses its value: SwiftUI's storage would survive.
view = CounterView()
print(view.body, count.wrappedValue)
