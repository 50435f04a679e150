/// The storage a `State` owns: the top of every location chain derived from it.
final class StateBox<Value>: Location<Value> {
    private var stored: Value
    /// The State's observers, shared with every location derived from it.
    let observers: ObserverRegistry
    /// The storage a view host attached this State to (see `ViewHooks`): a State made by a
    /// re-created view struct reads and writes its identity's storage, not its own.
    var installed: StateBox<Value>?

    init(_ initialValue: Value) {
        stored = initialValue
        let observers = ObserverRegistry()
        self.observers = observers
        super.init(registry: observers)
    }

    override func read<Result>(_ body: (Value) -> Result) -> Result {
        body(stored)
    }

    override func modify(_ body: (inout Value) -> Void) {
        body(&stored)
    }

    override var value: Value {
        _read { yield stored }
        _modify { yield &stored }
    }
}
