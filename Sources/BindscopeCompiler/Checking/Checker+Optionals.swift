import BindscopeLanguage
import BindscopeRuntime

/// Thrown by a `?` that meets nil; caught by the enclosing optional evaluation, which then
/// produces nil. Never escapes a checked expression.
public struct OptionalChainEnded: Error {

    public init() {
    }}

extension Checker {
    /// The `?` of `a?.b`: the wrapped value, or the end of the chain.
    public func bindOptional(_ operand: Expression, at location: SourceLocation) throws -> Checked {
        keepsOptional(operand)
        let checked = try checkOperand(operand)
        guard case .optional(let wrapped) = checked.type else {
            throw Diagnostic(
                "cannot use optional chaining on non-optional value of type '\(checked.type.displayName)'",
                at: location)
        }
        let evaluate = checked.evaluate
        let place = checked.place?.appending(.fixed(.bindOptional), optionalChain: true)
        return Checked(wrapped, place: place) { execution in
            guard case .some(let value) = try evaluate(execution) else { throw OptionalChainEnded() }
            return value
        }
    }

    /// A chain containing `?`s: its value wrapped in an optional (not doubly), or nil.
    public func optionalEvaluation(_ chain: Expression, at location: SourceLocation) throws -> Checked {
        let checked = try check(chain)
        let alreadyOptional = checked.type.isOptional
        let evaluate = checked.evaluate
        let type = alreadyOptional ? checked.type : .optional(checked.type)
        return Checked(type, place: checked.place) { execution in
            do {
                let value = try evaluate(execution)
                return alreadyOptional ? value : .some(value)
            } catch is OptionalChainEnded {
                return .none
            }
        }
    }

    /// `a!`
    public func forceUnwrap(_ operand: Expression, at location: SourceLocation) throws -> Checked {
        // `x!` of a `var x: Int!` unwraps the optional it holds (`x! = 2` writes through it).
        keepsOptional(operand)
        let checked = try checkOperand(operand)
        guard case .optional(let wrapped) = checked.type else {
            throw Diagnostic(
                "cannot force unwrap value of non-optional type '\(checked.type.displayName)'", at: location)
        }
        let evaluate = checked.evaluate
        let place = checked.place?.appending(.fixed(.forceUnwrap))
        return Checked(wrapped, place: place) { execution in
            guard case .some(let value) = try evaluate(execution) else {
                throw RuntimeError.unwrappedNil.located(at: location)
            }
            return value
        }
    }
}
