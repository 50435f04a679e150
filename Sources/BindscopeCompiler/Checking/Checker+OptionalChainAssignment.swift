import BindscopeLanguage
import BindscopeRuntime

// `y? += next()`, `order?.total = compute()`: when the optional chain on the left is nil,
// nothing of the assignment runs, its right side included, as in Swift. The write itself
// already skips a nil link; the right side is evaluated before it, so the chain's last bound
// optional is read first and the whole assignment skipped when it is nil.

extension Checker {
    func skippedWhenChainIsNil(_ target: Expression, _ write: @escaping Executor) throws -> Executor {
        guard case .optionalEvaluation(let chain) = target.kind, let bound = Checker.lastBoundOperand(chain) else {
            return write
        }
        let read = Checker.lastBoundOperand(bound) == nil ? bound : Expression(.optionalEvaluation(bound), at: bound.location)
        let presence = try checkValue(read).evaluate
        return { execution in
            if case .none = try presence(execution) { return .proceed }
            return try write(execution)
        }
    }

    /// The operand of the last `?` of an optional chain (`a?.b` of `a?.b?.c`), if it has one.
    private static func lastBoundOperand(_ expression: Expression) -> Expression? {
        switch expression.kind {
        case .bindOptional(let operand): operand
        case .member(let base, _, _), .subscriptAccess(let base, _), .call(let base, _), .forceUnwrap(let base): lastBoundOperand(base)
        default: nil
        }
    }
}
