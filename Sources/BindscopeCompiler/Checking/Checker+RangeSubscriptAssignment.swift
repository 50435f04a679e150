import BindscopeLanguage
import BindscopeRuntime

// `numbers[1..<3] = [5, 6]`, `grid[4..<8] = grid[6..<10]`: assigning an `ArraySlice` to a
// range of an array replaces those elements, and may change the array's count, as
// `replaceSubrange(_:with:)` does, which is what it runs as.

extension Checker {
    /// The assignment when `target` is an array subscripted by a range; nil for any other.
    func rangeSubscriptAssignment(_ target: Expression, _ op: String, _ value: Expression, at location: SourceLocation) throws -> Executor? {
        guard case .subscriptAccess(let base, let arguments) = target.kind, arguments.count == 1, arguments[0].label == nil,
            isIntRange(arguments[0].value), let checkedBase = try? checkOperand(base), case .array(let element) = checkedBase.type
        else { return nil }
        let sliceType = SessionType.arraySlice(of: element)
        guard op == "=" else {
            throw Diagnostic(
                "compound assignment to a range of an array ('\(op)') is not supported in a session; assign the slice with '='",
                at: location)
        }
        if let place = checkedBase.place {
            if case .letConstant(let name)? = place.immutability {
                throw Diagnostic("cannot assign through subscript: '\(name)' is a 'let' constant", at: target.location)
            }
            if let error = place.assignmentError(at: base.location) { throw error }
        }
        // Swift's setter takes an ArraySlice (an array literal is one), not an array.
        let checkedValue = try checkValue(value, expecting: sliceType)
        guard checkedValue.type == sliceType else {
            throw Diagnostic(
                "cannot assign value of type '\(checkedValue.type.displayName)' to subscript of type '\(sliceType.displayName)'",
                at: value.location)
        }
        let callee = Expression(.member(base: base, name: "replaceSubrange", nameLocation: target.location), at: target.location)
        let call = Expression(
            .call(callee: callee, arguments: [
                Argument(label: nil, value: arguments[0].value, location: arguments[0].location),
                Argument(label: "with", value: value, location: value.location),
            ]),
            at: target.location)
        let evaluate = try checkValue(call).evaluate
        return { execution in
            do {
                _ = try evaluate(execution)
            } catch var error as RuntimeError {
                error.reason = Checker.subscriptBoundsReason(error.reason)
                throw error
            }
            return .proceed
        }
    }

    /// The subscript's setter checks both bounds as indices of the array, so its traps say
    /// so, where `replaceSubrange`'s speak of a subrange.
    private static func subscriptBoundsReason(_ reason: RuntimeError.Reason) -> RuntimeError.Reason {
        switch reason {
        case .fatal("Array replace: subrange start is negative"): .fatal("Negative Array index is out of range")
        case .fatal("Array replace: subrange extends past the end"): .fatal("Array index is out of range")
        default: reason
        }
    }

    /// Whether `expression` is a range of `Int`s: `a..<b`, `a...b`, a one-sided one, or a
    /// value of a range type.
    private func isIntRange(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .postfix("...", _), .prefix("..<", _), .prefix("...", _): return true
        default: break
        }
        guard let checked = try? checkValue(expression, expecting: .range(.int, closed: false)),
            case .range(.int, _) = checked.type
        else { return false }
        return true
    }
}
