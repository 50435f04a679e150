// arguments: --quiet
// "Understanding @State under the hood" sketches State's interface without bodies: swiftc's first complaint is the accessor list
@propertyWrapper
struct State<Value>: DynamicProperty {
    init(initialValue: Value)
    var wrappedValue: Value { get nonmutating set }
    var projectedValue: Binding<Value> { get }
}
