/// A closure or a built-in function as a value. Closures hold the boxes they capture, so they
/// see and make changes to the variables they close over, as Swift closures do. A class, so
/// two values are the same closure exactly when they are the same object (reports compare
/// `Binding(get:set:)` bindings that way).
public final class FunctionValue {
    public let invoke: (Execution, [Value]) throws -> Value
    /// Set for declared functions and methods whose locals no closure captures: call sites
    /// that evaluate their own arguments hand them over without an array (see `DirectCall`).
    public let direct: DirectCall?

    public init(_ invoke: @escaping (Execution, [Value]) throws -> Value) {
        self.invoke = invoke
        self.direct = nil
    }

    /// A function value called through `direct`; `invoke` (from a library call or a function
    /// value passed around) goes the same way.
    public init(direct: DirectCall) {
        self.direct = direct
        self.invoke = { execution, arguments in
            let frame = direct.takeFrame()
            for index in arguments.indices { direct.pass(arguments[index], at: index, in: frame) }
            return try direct.run(frame, in: execution)
        }
    }
}
