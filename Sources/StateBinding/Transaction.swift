/// The context of a state change, as SwiftUI's `Transaction`: which animation, if any, should
/// accompany it. A plain value here: nothing is rendered.
public struct Transaction: Sendable {
    /// The animation to apply to the change, if any.
    public var animation: Animation?

    /// Whether animations attached to the views are to be disabled.
    public var disablesAnimations: Bool

    /// Whether the change is part of a continuous interaction (a drag, a slider).
    public var isContinuous: Bool

    /// Creates an empty transaction.
    public init() {
        animation = nil
        disablesAnimations = false
        isContinuous = false
    }

    /// Creates a transaction carrying `animation`.
    public init(animation: Animation?) {
        self.init()
        self.animation = animation
    }

    /// True for a transaction that carries nothing: a binding with such a transaction writes
    /// in whatever transaction is in effect.
    package var isEmpty: Bool {
        animation == nil && !disablesAnimations && !isContinuous
    }
}

/// Runs `body` inside `transaction`: its writes share that transaction, and each State written
/// tells its observers once, when the outermost `withTransaction` returns.
public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
    try TransactionContext.current.perform(transaction, body)
}

/// Runs `body` inside a transaction whose `keyPath` is set to `value`.
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = TransactionContext.current.transaction
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` inside a transaction carrying `animation`.
public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}
