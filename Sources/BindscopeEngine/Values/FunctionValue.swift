/// A closure or a built-in function as a value. Closures hold the boxes they capture, so they
/// see and make changes to the variables they close over, as Swift closures do. A class, so
/// two values are the same closure exactly when they are the same object (reports compare
/// `Binding(get:set:)` bindings that way).
final class FunctionValue {
    let invoke: (Execution, [Value]) throws -> Value

    init(_ invoke: @escaping (Execution, [Value]) throws -> Value) {
        self.invoke = invoke
    }
}
