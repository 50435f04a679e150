/// The observers of one State and the writes made to it in the current transaction.
///
/// Every location derived from the State holds a reference to it, so the check a write makes
/// on its hot path, "is anyone listening?", is two loads: no virtual call, no existential.
final class ObserverRegistry {
    private var observers: [StateObserver] = []
    private var nextObserverID = 0
    private var pendingWrites: [StateChange.Write] = []
    private var pendingIndexByPath: [StatePath: Int] = [:]

    /// Whether anyone listens: when not, writes skip all bookkeeping.
    var isObserved: Bool { !observers.isEmpty }

    /// Registers `handler` for the changes that touch `path` (every change when nil).
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

    /// Notes a write made in the current transaction; delivered when the transaction ends.
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

    /// Tells the observers about the writes of the transaction that just ended.
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

/// `==` for values whose type is only known to be Equatable at run time; false otherwise.
func valuesAreEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    guard let equatableType = T.self as? any Equatable.Type else { return false }
    func compare<E: Equatable>(_: E.Type) -> Bool {
        (lhs as! E) == (rhs as! E)
    }
    return compare(equatableType)
}
