import BindscopeLanguage

/// Where Swift would trap, bindscope throws this: Swift's message, and where it happened.
/// The statement that threw is rolled back.
struct RuntimeError: Error {
    var message: String
    var location: SourceLocation?

    init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }

    static let indexOutOfRange = RuntimeError("Fatal error: Index out of range")
    static let unwrappedNil = RuntimeError(
        "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    /// Swift's overflow check prints no "Fatal error" line; its backtracer names the trap so.
    static let arithmeticOverflow = RuntimeError("Swift runtime failure: arithmetic overflow")
    static let divisionOverflow = RuntimeError("Fatal error: Division results in an overflow")
    static let divisionByZero = RuntimeError("Fatal error: Division by zero")
    static let remainderByZero = RuntimeError(
        "Fatal error: Division by zero in remainder operation")
    /// Ctrl-C while a statement runs: it stops where it is and is rolled back.
    static let interrupted = RuntimeError("interrupted: the statement was stopped and rolled back")
    static let rangeBoundsReversed = RuntimeError(
        "Fatal error: Range requires lowerBound <= upperBound")

    static func failedCast(from source: SessionType, to target: SessionType) -> RuntimeError {
        RuntimeError(
            "Could not cast value of type '\(source.qualifiedName)' to '\(target.qualifiedName)'.")
    }

    /// This error, placed at `location` unless something deeper already placed it.
    func located(at location: SourceLocation) -> RuntimeError {
        var copy = self
        if copy.location == nil { copy.location = location }
        return copy
    }
}
