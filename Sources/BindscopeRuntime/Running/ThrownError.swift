/// A Swift error thrown by session code: not a trap, so `catch` may handle it and nothing is
/// rolled back. Only a thrown error that no `catch` handles stops the statement.
public struct ThrownError: Error {
    public let value: Value
    /// The static type of the thrown value (a user type conforming to `Error`).
    public let type: SessionType

    /// What the compiled program prints when an error escapes its top level.
    public func uncaughtMessage(in execution: Execution) -> String {
        "Fatal error: Error raised at top level: \(describe(in: execution))"
    }

    /// The error as Swift's runtime names it in a trap: `MyError.notFound`.
    public func describe(in execution: Execution) -> String {
        (try? ValuePrinter(execution: execution).reflect(value, as: type)) ?? "\(type.displayName)"
    }

    public init(value: Value, type: SessionType) {
        self.value = value
        self.type = type
    }
}
