/// What one transaction did to a State: delivered once, after the transaction's last write.
public struct StateChange {
    /// One changed location: where, and its value before the transaction and after it.
    public struct Write {
        /// The path written, from the State.
        public let path: StatePath
        /// The value at `path` before the transaction's first write to it.
        public let oldValue: Any
        /// The value at `path` after the transaction's last write to it.
        public let newValue: Any
        /// The transaction in effect for the first write to `path`.
        public let transaction: Transaction
        /// Equal old and new values (for Equatable types): such writes are not reported.
        let isUnchanged: Bool
    }

    /// The writes that changed something, one per path, in the order the paths were first
    /// written. A write of an equal value (for Equatable types) is not reported.
    public let writes: [Write]

    /// The transaction of the first write of the group.
    public let transaction: Transaction

    /// The paths written, in order.
    public var paths: [StatePath] { writes.map(\.path) }
}
