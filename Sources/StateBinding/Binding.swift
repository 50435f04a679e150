/// A two-way connection to a value stored elsewhere, as SwiftUI's `Binding`: reading gives the
/// current value, writing changes it at its source.
///
/// Get one from a State (`$person`), derive more by key path (`$person.address.street`), by
/// element (`$items[0]`), or build one from closures (`Binding(get:set:)`). A derived binding
/// reads and writes through the *current* value of its source: after `person` is replaced, an
/// earlier `$person.address.street` writes into the new person.
///
/// A write at depth d costs O(d) and changes its storage in place: no ancestor is re-read, no
/// collection on the way is copied.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let location: Location<Value>

    /// The transaction writes through this binding happen in (empty: whatever is in effect).
    public var transaction: Transaction

    init(location: Location<Value>, transaction: Transaction = Transaction()) {
        self.location = location
        self.transaction = transaction
    }

    /// Creates a binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: ClosureLocation(get: get, set: { value, _ in set(value) }))
    }

    /// Creates a binding that reads with `get` and writes with `set`, which also receives the
    /// transaction in effect for the write.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: ClosureLocation(get: get, set: set))
    }

    /// Creates a binding from the projected value of another (what `$b` in a closure's
    /// parameter list needs).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes: writes are silently ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value))
    }

    /// The value at the source. Setting it writes through to the source; the setter is
    /// `nonmutating`, so a `let` binding can be written through.
    public var wrappedValue: Value {
        get {
            location.noteRead()
            return location.read { $0 }
        }
        nonmutating set { write { $0 = newValue } }
        nonmutating _modify {
            if needsBookkeeping {
                // A coroutine cannot yield from inside `write`'s closure: mutate a copy, then
                // write it. Only observed or transacted writes pay for that copy.
                var mutated = location.read { $0 }
                yield &mutated
                write { [mutated] in $0 = mutated }
            } else {
                yield &location.value
            }
        }
    }

    /// The binding itself: `$b` of a `@Binding var b` is the binding.
    public var projectedValue: Binding<Value> { self }

    /// A binding to the member at `keyPath` of this binding's value (`$person.address`).
    /// Members of `Binding` itself win: `$model.wrappedValue` is the model, not its field.
    public subscript<Subject>(
        dynamicMember keyPath: WritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
        Binding<Subject>(location: location.appending(keyPath), transaction: transaction)
    }

    /// This binding, with writes made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }

    /// This binding, with writes made in a transaction carrying `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// Every write goes through here: in place, and when the write is observed or carries a
    /// transaction, inside that transaction with the change recorded for the State's observers.
    func write(_ mutate: (inout Value) -> Void) {
        guard needsBookkeeping else {
            location.modify(mutate)
            return
        }
        let context = TransactionContext.current
        context.perform(transaction.isEmpty ? nil : transaction) {
            guard let registry = location.registry, registry.isObserved,
                let path = location.path
            else {
                location.modify(mutate)
                return
            }
            let oldValue = location.read { $0 }
            location.modify(mutate)
            registry.recordWrite(
                at: path, oldValue: oldValue, newValue: location.read { $0 },
                transaction: context.transaction)
        }
    }

    private var needsBookkeeping: Bool {
        !transaction.isEmpty || location.registry?.isObserved == true
    }
}
