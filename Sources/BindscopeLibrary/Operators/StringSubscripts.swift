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
            let piece: TextPiece = fromStart ? (closed ? .through : .upTo) : .from, receiver = base.type
            return Checked(.substring) { execution in
                let slice = try evaluate(execution).textSlice, position = try limit(execution).asStringIndex
                do {
                    return .substring(try piece.cut(slice, at: position, receiver: receiver))
                } catch let error as RuntimeError {
                    throw error.located(at: location)
                }
            }
        }
        let position = try checkValue(argument, expecting: .stringIndex)
        let bounds = position.evaluate, receiver = base.type
        switch position.type {
        case .stringIndex:
            return Checked(.character) { execution in
                let slice = try evaluate(execution).textSlice
                guard let index = slice.index(at: try bounds(execution).asStringIndex), index < slice.text.endIndex else {
                    throw RuntimeError.indexOutOfBounds(in: receiver).located(at: location)
                }
                return .character(slice.text[index])
            }
        case .range(.stringIndex, let closed):
            return Checked(.substring) { execution in
                let slice = try evaluate(execution).textSlice, text = slice.text
                guard case .range(let lower, let upper, _) = try bounds(execution),
                    let start = slice.index(at: StringIndex(packed: lower)), let end = slice.index(at: StringIndex(packed: upper))
                else { throw RuntimeError.stringIndexRangeOutOfBounds.located(at: location) }
                // `i...j` takes the character at `j`, which must be one of the receiver's.
                guard !closed || end < text.endIndex else { throw RuntimeError.indexOutOfBounds(in: receiver).located(at: location) }
                return .substring(slice.slice(start..<(closed ? text.index(after: end) : end)))
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
