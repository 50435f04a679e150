/// The top of a location chain as observation sees it: a State box, type-erased so that every
/// link can point at it whatever the State's value type.
protocol ObservableRoot: AnyObject {
    /// Whether anyone listens: when not, writes skip all bookkeeping.
    var isObserved: Bool { get }

    /// Registers `handler` for the changes that touch `path` (every change when nil).
    func addObserver(
        path: StatePath?, handler: @escaping (StateChange) -> Void
    ) -> StateObservation

    /// Notes a write made in the current transaction; delivered when the transaction ends.
    func recordWrite<Written>(
        at path: StatePath, oldValue: Written, newValue: Written, transaction: Transaction)

    /// Tells the observers about the writes of the transaction that just ended.
    func deliverPendingChange()
}

/// `==` for values whose type is only known to be Equatable at run time; false otherwise.
func valuesAreEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    guard let equatableType = T.self as? any Equatable.Type else { return false }
    func compare<E: Equatable>(_: E.Type) -> Bool {
        (lhs as! E) == (rhs as! E)
    }
    return compare(equatableType)
}
