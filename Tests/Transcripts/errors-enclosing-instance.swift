// arguments: --quiet
// The gist's discussion guesses SwiftUI's State reaches its view through a wrapper's static enclosing-instance subscript: named as unsupported
@propertyWrapper struct Refreshing<Value> {
    var wrappedValue: Value
    static subscript<Container: AnyObject>(
        _enclosingInstance instance: Container,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Container, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Container, Self>
    ) -> Value {
        get { instance[keyPath: storageKeyPath].wrappedValue }
        set { instance[keyPath: storageKeyPath].wrappedValue = newValue }
    }
}
final class Counter {
    @Refreshing var count = 0
}
