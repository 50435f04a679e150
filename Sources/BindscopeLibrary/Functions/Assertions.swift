import BindscopeLanguage
import BindscopeRuntime

/// `fatalError`, `precondition`, `preconditionFailure`, `assert`, `assertionFailure`: traps
/// with Swift's messages (a session runs like an unoptimized build, so assertions are checked).
extension LibraryChecking {
    /// `fatalError(message)`, `preconditionFailure(message)`, `assertionFailure(message)`:
    /// traps, always.
    public func failureCall(_ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        let message = try optionalMessage(arguments, first: 0, callee: name, at: location)
        return Checked(.void) { execution in
            throw RuntimeError(.assertion(heading: "Fatal error", message: try message(execution)))
        }
    }

    /// `precondition(condition, message)`, `assert(condition, message)`: traps when the
    /// condition is false.
    public func conditionCall(_ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        guard !arguments.isEmpty else {
            throw Diagnostic("missing argument for parameter #1 in call", at: location)
        }
        if let label = arguments[0].label {
            throw Diagnostic("extraneous argument label '\(label):' in call", at: arguments[0].location)
        }
        let condition = try check(arguments[0].value, as: .bool, in: .argument).evaluate
        let message = try optionalMessage(arguments, first: 1, callee: name, at: location)
        let heading = name == "precondition" ? "Precondition failed" : "Assertion failed"
        return Checked(.void) { execution in
            guard try condition(execution).asBool else {
                throw RuntimeError(.assertion(heading: heading, message: try message(execution)))
            }
            return .void
        }
    }

    /// The message argument at `first`, if any: a String (autoclosure, so evaluated only on failure).
    private func optionalMessage(
        _ arguments: [Argument], first: Int, callee: String, at location: SourceLocation
    ) throws -> (Execution) throws -> String {
        guard arguments.count > first else { return { _ in "" } }
        if arguments.count > first + 1 {
            throw Diagnostic("extra argument in call", at: arguments[first + 1].location)
        }
        if let label = arguments[first].label {
            throw Diagnostic("extraneous argument label '\(label):' in call", at: arguments[first].location)
        }
        let message = try check(arguments[first].value, as: .string, in: .argument).evaluate
        return { try message($0).asString }
    }
}
