import BindscopeLanguage
import BindscopeRuntime

/// `s[i]` (a Character) and `s[i..<j]`, `s[i...j]`, `s[..<i]`, `s[...i]`, `s[i...]` (a
/// Substring), with `String.Index` positions; ranges of them (`i..<j`) as values.
extension LibraryChecking {
    public func stringSubscript(_ base: Checked, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        try expectLabels(arguments, [nil], callee: "subscript", at: location)
        let argument = arguments[0].value
        let evaluate = base.evaluate
        if let (bound, fromStart, closed) = BuiltinMembers.oneSidedRange(argument) {
            let limit = try check(bound, as: .stringIndex, in: .argument).evaluate
            return Checked(.substring) { execution in
                let text = try evaluate(execution).asString
                guard let index = text.index(at: try limit(execution).asStringIndex) else {
                    throw RuntimeError.stringIndexOutOfBounds.located(at: location)
                }
                if !fromStart { return .string(String(text[index...])) }
                guard closed else { return .string(String(text[..<index])) }
                guard index < text.endIndex else { throw RuntimeError.stringIndexOutOfBounds.located(at: location) }
                return .string(String(text[...index]))
            }
        }
        let position = try checkValue(argument, expecting: .stringIndex)
        let bounds = position.evaluate
        switch position.type {
        case .stringIndex:
            return Checked(.character) { execution in
                let text = try evaluate(execution).asString
                guard let index = text.index(at: try bounds(execution).asStringIndex), index < text.endIndex else {
                    throw RuntimeError.stringIndexOutOfBounds.located(at: location)
                }
                return .character(text[index])
            }
        case .range(.stringIndex, let closed):
            return Checked(.substring) { execution in
                let text = try evaluate(execution).asString
                guard case .range(let lower, let upper, _) = try bounds(execution),
                    let start = text.index(at: StringIndex(packed: lower)), let end = text.index(at: StringIndex(packed: upper)),
                    !closed || end < text.endIndex
                else { throw RuntimeError.stringIndexOutOfBounds.located(at: location) }
                return .string(String(closed ? text[start...end] : text[start..<end]))
            }
        case .int, .range(.int, _):
            let what = position.type == .int ? "an Int, use a String.Index" : "an integer range, use a String.Index range"
            throw Diagnostic(
                "'subscript(_:)' is unavailable: cannot subscript String with \(what) instead.", at: location)
        default:
            throw Diagnostic("no exact matches in call to subscript", at: location)
        }
    }

    /// `i..<j`, `i...j` of String indices, once the lower bound is known to be one.
    public func stringIndexRange(_ lower: Checked, _ op: String, _ rhs: Expression, at location: SourceLocation) throws -> Checked {
        let left = lower.evaluate
        let right = try check(rhs, as: .stringIndex, in: .argument).evaluate
        let closed = op == "..."
        return Checked(.range(.stringIndex, closed: closed)) { execution in
            let from = try left(execution).asStringIndex, to = try right(execution).asStringIndex
            guard from.offset <= to.offset else { throw RuntimeError.rangeBoundsReversed.located(at: location) }
            return .range(lower: from.packed, upper: to.packed, closed: closed)
        }
    }
}

extension BuiltinMembers {
    /// `a...` (to the end), `..<a` and `...a` (from the start): the bound and which kind.
    public static func oneSidedRange(_ expression: Expression) -> (bound: Expression, fromStart: Bool, closed: Bool)? {
        switch expression.kind {
        case .postfix("...", let operand): (operand, false, false)
        case .prefix("..<", let operand): (operand, true, false)
        case .prefix("...", let operand): (operand, true, true)
        default: nil
        }
    }
}
