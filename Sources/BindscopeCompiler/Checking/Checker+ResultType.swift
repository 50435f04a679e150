import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// Swift's `Result<Success, Failure>`: an enum of two cases with payloads, built as a
/// `NominalType` per pair of type arguments, so construction (`.success(3)`), patterns,
/// exhaustiveness, printing and `==` are those of any session enum. Its library members are
/// in `ResultMembers`.
extension Checker {
    /// The one `Result<success, failure>` type: enum types compare by identity, so every use
    /// of the same arguments must get the same instance.
    public func resultType(success: SessionType, failure: SessionType) -> NominalType {
        if let type = resultTypes[[success, failure]] { return type }
        let type = NominalType(name: "Result<\(success.displayName), \(failure.displayName)>", kind: .enumeration)
        type.specialization = .init(base: "Result", module: "Swift", arguments: [success, failure])
        type.cases = [
            .init(name: "success", rawValue: nil, payloadLabels: [nil], payloadTypes: [success]),
            .init(name: "failure", rawValue: nil, payloadLabels: [nil], payloadTypes: [failure]),
        ]
        // Result is Equatable and Hashable when both its arguments are.
        if isEquatable(success) && isEquatable(failure) { type.conformances.insert("Equatable") }
        if isHashable(success) && isHashable(failure) { type.conformances.insert("Hashable") }
        resultTypes[[success, failure]] = type
        return type
    }

    /// `Result<Success, Failure>` written as a type: `Failure` must be an error.
    public func resolveResultType(_ arguments: [SessionType], at location: SourceLocation) throws -> SessionType {
        guard arguments.count == 2 else {
            if arguments.isEmpty {
                throw Diagnostic("reference to generic type 'Result' requires arguments in <...>", at: location)
            }
            throw Diagnostic(
                "generic type 'Result' specialized with too \(arguments.count > 2 ? "many" : "few") type parameters (got \(arguments.count), but expected 2)",
                at: location)
        }
        guard isErrorType(arguments[1]) else {
            throw Diagnostic("type '\(arguments[1].displayName)' does not conform to protocol 'Error'", at: location)
        }
        return .nominal(resultType(success: arguments[0], failure: arguments[1]))
    }

    /// `Result { try f() }` or `Result(catching: { … })`: runs the closure at once and keeps
    /// what it returned or threw. A session's closures do not record what they throw, so the
    /// failure is `any Error` (what swiftc infers for an untyped `throws`).
    public func resultCatchingInitializer(
        _ arguments: [Argument], success expectedSuccess: SessionType?, at location: SourceLocation
    ) throws -> Checked {
        let trailingClosure = arguments.count == 1 && arguments[0].label == nil && arguments[0].value.isClosure
        if !trailingClosure { try expectLabels(arguments, ["catching"], callee: "Result", at: location) }
        let body = try check(
            arguments[0].value, expecting: .function(parameters: [], result: expectedSuccess ?? .any))
        guard case .function(parameters: [], let success) = body.type else {
            throw Diagnostic(
                ConversionContext.argument.mismatch(body.type, .function(parameters: [], result: expectedSuccess ?? .any)),
                at: arguments[0].location)
        }
        let type = resultType(success: success, failure: .error)
        let evaluate = body.evaluate
        return Checked(.nominal(type)) { execution in
            guard case .function(let closure) = try evaluate(execution) else { preconditionFailure() }
            do {
                return .enumerationWithPayload(type, 0, [try closure.invoke(execution, [])])
            } catch let thrown as ThrownError {
                return .enumerationWithPayload(type, 1, [.existential(thrown.value, thrown.type)])
            }
        }
    }
}
