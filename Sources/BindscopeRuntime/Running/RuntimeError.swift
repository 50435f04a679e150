import BindscopeLanguage

/// Where Swift would trap, bindscope throws this: what went wrong, as a typed reason, and
/// where it happened. The statement that threw is rolled back. The reason is rendered in one
/// place (`message`, in Swift's words; `brokenReason`, the short form a broken dependent
/// shows), so nothing parses a message back into a reason.
public struct RuntimeError: Error {
    public enum Reason {
        case indexOutOfRange
        case unwrappedNil
        /// Swift's overflow check prints no "Fatal error" line; its backtracer names the trap so.
        case arithmeticOverflow
        case divisionOverflow
        case remainderOverflow
        case divisionByZero
        case remainderByZero
        case rangeBoundsReversed
        case failedCast(from: SessionType, to: SessionType)
        /// Calls nested deeper than the interpreter allows (see `stackOverflow(in:)`).
        case stackOverflow(function: String?)
        /// Ctrl-C while a statement runs: it stops where it is and is rolled back.
        case interrupted
        /// A string or collection that would pass `MemoryLimit` (the compiled program would
        /// end on an allocation failure): what was asked for and the limit.
        case outOfMemory(String)
        /// Any other of Swift's `Fatal error: …` traps, with its text after that prefix.
        case fatal(String)
        /// `fatalError`, `precondition`, `assert`: `Fatal error`, `Precondition failed` or
        /// `Assertion failed`, and the message given, if any.
        case assertion(heading: String, message: String)
        /// A failure with no Swift counterpart, in bindscope's words.
        case other(String)
    }

    public var reason: Reason
    public var location: SourceLocation?

    public init(_ reason: Reason, at location: SourceLocation? = nil) {
        self.reason = reason
        self.location = location
    }

    public static let indexOutOfRange = RuntimeError(.indexOutOfRange)
    public static let unwrappedNil = RuntimeError(.unwrappedNil)
    public static let arithmeticOverflow = RuntimeError(.arithmeticOverflow)
    public static let divisionOverflow = RuntimeError(.divisionOverflow)
    public static let remainderOverflow = RuntimeError(.remainderOverflow)
    public static let divisionByZero = RuntimeError(.divisionByZero)
    public static let remainderByZero = RuntimeError(.remainderByZero)
    public static let interrupted = RuntimeError(.interrupted)
    public static let rangeBoundsReversed = RuntimeError(.rangeBoundsReversed)

    public static func failedCast(from source: SessionType, to target: SessionType) -> RuntimeError {
        RuntimeError(.failedCast(from: source, to: target))
    }

    /// One of Swift's `Fatal error: …` traps.
    public static func fatal(_ text: String) -> RuntimeError { RuntimeError(.fatal(text)) }

    /// This error, placed at `location` unless something deeper already placed it.
    public func located(at location: SourceLocation) -> RuntimeError {
        var copy = self
        if copy.location == nil { copy.location = location }
        return copy
    }
}

extension RuntimeError {
    /// What the compiled program prints when it traps (the recorder's `.trap` line).
    public var message: String {
        switch reason {
        case .arithmeticOverflow: "Swift runtime failure: arithmetic overflow"
        case .failedCast(let source, let target):
            "Could not cast value of type '\(source.qualifiedName)' to '\(target.qualifiedName)'."
        case .stackOverflow(let function):
            "stack overflow: too many nested calls" + (function.map { " of '\($0)'" } ?? " of a closure")
        case .interrupted: "interrupted: the statement was stopped and rolled back"
        case .outOfMemory(let text): "out of memory: " + text
        case .other(let text): text
        case .assertion(let heading, let text): text.isEmpty ? heading : "\(heading): \(text)"
        default: "Fatal error: " + fatalText
        }
    }

    /// Why a dependent is broken: `index out of range`, `unwrapped nil`, or the trap's text.
    public var brokenReason: String {
        switch reason {
        case .indexOutOfRange: "index out of range"
        case .unwrappedNil: "unwrapped nil"
        case .failedCast, .stackOverflow, .interrupted, .outOfMemory, .other, .arithmeticOverflow, .assertion: message
        default: fatalText
        }
    }

    /// The text after `Fatal error: ` for the traps Swift reports that way.
    private var fatalText: String {
        switch reason {
        case .indexOutOfRange: "Index out of range"
        case .unwrappedNil: "Unexpectedly found nil while unwrapping an Optional value"
        case .divisionOverflow: "Division results in an overflow"
        case .remainderOverflow: "Division results in an overflow in remainder operation"
        case .divisionByZero: "Division by zero"
        case .remainderByZero: "Division by zero in remainder operation"
        case .rangeBoundsReversed: "Range requires lowerBound <= upperBound"
        case .fatal(let text): text
        case .arithmeticOverflow, .failedCast, .stackOverflow, .interrupted, .outOfMemory, .other, .assertion: message
        }
    }
}
