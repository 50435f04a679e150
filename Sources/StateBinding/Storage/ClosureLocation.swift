/// The location of `Binding(get:set:)`: whatever the two closures do.
///
/// A write calls `get`, mutates the copy, and calls `set` with it, exactly once even when the
/// caller mutates in place; the setter receives the transaction in effect for the write.
final class ClosureLocation<Value>: Location<Value> {
    let get: () -> Value
    let set: (Value, Transaction) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.get = get
        self.set = set
        super.init(registry: nil)
    }

    override func read<Result>(_ body: (Value) -> Result) -> Result {
        body(get())
    }

    override func modify(_ body: (inout Value) -> Void) {
        var copy = get()
        body(&copy)
        set(copy, TransactionContext.current.transaction)
    }
}
