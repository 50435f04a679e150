import BindscopeLanguage
import BindscopeRuntime

extension LibraryChecking {
    /// `withObservationTracking { apply } onChange: { … }`: runs `apply` and returns what it
    /// returns; `onChange` runs once, before the first change to a property `apply` read.
    func withObservationTrackingCall(
        _ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked {
        try expectLabels(arguments, [nil, "onChange"], callee: "withObservationTracking", at: location)
        let apply = try check(arguments[0].value, expecting: .function(parameters: [], result: expected ?? .any))
        guard case .function([], let result) = apply.type else {
            throw Diagnostic(ConversionContext.argument.mismatch(apply.type, .function(parameters: [], result: .void)), at: arguments[0].location)
        }
        let handlerType = SessionType.function(parameters: [], result: .void)
        let written = try checkValue(arguments[1].value, expecting: handlerType)
        guard case .function = written.type else {
            throw Diagnostic(
                "cannot convert value of type '\(written.type.displayName)' to expected argument type '@Sendable () -> Void'",
                at: arguments[1].value.location)
        }
        let onChange = try check(arguments[1].value, as: handlerType, in: .argument)
        let evaluateApply = apply.evaluate, evaluateOnChange = onChange.evaluate
        return Checked(result) { execution in
            guard case .function(let body) = try evaluateApply(execution) else { preconditionFailure() }
            // `onChange` is an autoclosure: evaluated after `apply`, and only when it read something.
            return try execution.withObservationTracking(body) {
                guard case .function(let handler) = try evaluateOnChange(execution) else { preconditionFailure() }
                return handler
            }
        }
    }
}
