// main.swift: "Understanding @State under the hood": DynamicProperty as the article declares it; update() runs before body
public protocol DynamicProperty {
    mutating func update()
}
final class Storage<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
@propertyWrapper
struct Reattached<Value>: DynamicProperty {
    private var storage: Storage<Value>
    private let shared: Storage<Value>
    init(wrappedValue: Value, shared: Storage<Value>) {
        storage = Storage(wrappedValue)
        self.shared = shared
    }
    var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
    // Reconnect to the storage that outlives the view, as SwiftUI does before body.
    mutating func update() {
        storage = shared
    }
}
let kept = Storage(0)
struct CounterView {
    @Reattached(shared: kept) var count = 0
    mutating func render() -> String {
        _count.update()
        return "Tap \(count)"
    }
    func tap() { count += 1 }
}
var first = CounterView()
print(first.render())
first.tap()
var second = CounterView()
print(second.render(), kept.value)
