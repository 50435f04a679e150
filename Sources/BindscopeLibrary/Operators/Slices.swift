import BindscopeLanguage
import BindscopeRuntime

extension LibraryChecking {
    /// `items[1...2]`, `items[1..<3]`: the elements in the range, checked against the bounds
    /// as Swift checks them: an `ArraySlice` that starts at the range's lower bound.
    public func rangeSlice(_ base: Checked, element: SessionType, _ range: Checked, at location: SourceLocation) -> Checked {
        let evaluate = base.evaluate, bounds = range.evaluate
        return Checked(.arraySlice(of: element)) { execution in
            let elements = try evaluate(execution).asArray
            guard case .range(let lower, let upper, let closed) = try bounds(execution) else { preconditionFailure() }
            let end = closed ? upper + 1 : upper
            guard lower >= 0 else { throw RuntimeError.fatal("Negative Array index is out of range").located(at: location) }
            guard end <= elements.count else { throw RuntimeError.fatal("Array index is out of range").located(at: location) }
            return .arraySlice(start: lower, Array(elements[lower..<end]))
        }
    }

    /// `a[2...]`, `a[..<2]`, `a[...2]`: a one-sided range, completed by the array's bounds.
    public func oneSidedSlice(_ base: Checked, element: SessionType, _ argument: Expression, at location: SourceLocation) throws -> Checked? {
        let bound: Expression, fromStart: Bool, closed: Bool
        switch argument.kind {
        case .postfix("...", let operand): (bound, fromStart, closed) = (operand, false, false)
        case .prefix("..<", let operand): (bound, fromStart, closed) = (operand, true, false)
        case .prefix("...", let operand): (bound, fromStart, closed) = (operand, true, true)
        default: return nil
        }
        let limit = try check(bound, as: .int, in: .argument).evaluate
        let evaluate = base.evaluate
        return Checked(.arraySlice(of: element)) { execution in
            let elements = try evaluate(execution).asArray
            let value = try limit(execution).asInt
            let lower = fromStart ? 0 : value
            let upper = fromStart ? (closed ? value + 1 : value) : elements.count
            guard lower <= upper else { throw RuntimeError.rangeBoundsReversed.located(at: location) }
            guard lower >= 0 else { throw RuntimeError.fatal("Negative Array index is out of range").located(at: location) }
            guard upper <= elements.count else { throw RuntimeError.fatal("Array index is out of range").located(at: location) }
            return .arraySlice(start: lower, Array(elements[lower..<upper]))
        }
    }
}

extension LibraryChecking {
    /// `items += xs.dropFirst()`, `text += word[...]`: an array appends any sequence of its element
    /// type, a String a Substring (Swift's `+=` takes any sequence of the elements). The
    /// operand typed as the target; nil for anything else.
    public func appendedSlice(_ value: Expression, to type: SessionType, op: String) throws -> Checked? {
        // A literal (the common `+= [x]`, `+= "!"`) is never a slice: it is not checked twice.
        guard op == "+", !value.isArrayLiteral, !value.isStringLiteral || type == .array(.character) else { return nil }
        switch type {
        case .array(let element):
            let operand = try check(value, expecting: value.isStringLiteral ? .string : type)
            if operand.type == .arraySlice(of: element) { return BuiltinMembers.viewElements(operand) }
            // `numbers += 7..<9`, `names += tagSet`, `letters += "bc"`: any sequence of the elements.
            guard !operand.type.isArrayOrSlice, operand.type.elementTypeOfSequence == element,
                let elements = BuiltinMembers.elementsOfSequence(operand.type)
            else { return nil }
            let evaluate = operand.evaluate
            return Checked(type) { .array(elements(try evaluate($0))) }
        case .string:
            let operand = try check(value, expecting: type)
            guard operand.type == .substring else { return nil }
            let evaluate = operand.evaluate
            return Checked(.string) { .string(try evaluate($0).asString) }
        default:
            return nil
        }
    }
}
