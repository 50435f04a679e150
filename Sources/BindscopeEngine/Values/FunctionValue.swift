/// A closure or a built-in function as a value. Closures hold the boxes they capture, so they
/// see and make changes to the variables they close over, as Swift closures do.
struct FunctionValue {
    let invoke: (Execution, [Value]) throws -> Value

    init(_ invoke: @escaping (Execution, [Value]) throws -> Value) {
        self.invoke = invoke
    }
}
