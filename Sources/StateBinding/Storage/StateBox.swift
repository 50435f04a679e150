/// The storage a `State` owns: the top of every location chain derived from it, and the place
/// its observers and the writes of the current transaction are kept.
final class StateBox<Value>: Location<Value>, ObservableRoot {
    private var stored: Value
    private var observers: [StateObserver] = []
    private var nextObserverID = 0
    private var pendingWrites: [StateChange.Write] = []
    private var pendingIndexByPath: [StatePath: Int] = [:]

    init(_ initialValue: Value) {
        stored = initialValue
        super.init(root: nil)
    }

    override var root: (any ObservableRoot)? { self }

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

    var isObserved: Bool { !observers.isEmpty }

    func addObserver(
        path: StatePath?, handler: @escaping (StateChange) -> Void
    ) -> StateObservation {
        nextObserverID += 1
        let id = nextObserverID
        observers.append(StateObserver(id: id, path: path, handler: handler))
        return StateObservation { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
    }

    func recordWrite<Written>(
        at path: StatePath, oldValue: Written, newValue: Written, transaction: Transaction
    ) {
        if let index = pendingIndexByPath[path] {
            // A second write to the same path in one transaction: keep the first write's old
            // value and transaction, take the new value.
            let first = pendingWrites[index]
            let unchanged = (first.oldValue as? Written).map { valuesAreEqual($0, newValue) } ?? false
            pendingWrites[index] = StateChange.Write(
                path: path, oldValue: first.oldValue, newValue: newValue,
                transaction: first.transaction, isUnchanged: unchanged)
            return
        }
        // An equal write changes nothing; a later write to the same path finds the same old value.
        if valuesAreEqual(oldValue, newValue) { return }
        if pendingWrites.isEmpty { TransactionContext.current.enqueue(self) }
        pendingIndexByPath[path] = pendingWrites.count
        pendingWrites.append(StateChange.Write(
            path: path, oldValue: oldValue, newValue: newValue,
            transaction: transaction, isUnchanged: false))
    }

    func deliverPendingChange() {
        let writes = pendingWrites.filter { !$0.isUnchanged }
        pendingWrites = []
        pendingIndexByPath = [:]
        guard let first = writes.first else { return }
        // Handlers may add or cancel observations: iterate over the ones registered now.
        for observer in observers {
            let seen = observer.path.map { path in writes.filter { $0.path.overlaps(path) } } ?? writes
            if !seen.isEmpty {
                observer.handler(StateChange(writes: seen, transaction: first.transaction))
            }
        }
    }
}

/// One registered observation of a State, optionally narrowed to one path.
struct StateObserver {
    let id: Int
    let path: StatePath?
    let handler: (StateChange) -> Void
}
