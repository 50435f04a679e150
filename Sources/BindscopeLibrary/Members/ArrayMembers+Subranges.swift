import BindscopeLanguage
import BindscopeRuntime

/// Editing a run of elements at once, as list reordering and batch inserts do:
/// `insert(contentsOf:at:)`, `replaceSubrange(_:with:)`, `removeSubrange(_:)`. All three are
/// Swift's `replaceSubrange`, with its bounds checks and their messages.
extension BuiltinMembers {
    public static let arraySubranges: [BuiltinMember] = [
        .method("insert(contentsOf:at:)", "([Element], Int)") { use in
            let newElements = try use.sequence(0)
            let index = try use.argument(1, as: .int)
            return try replacing(use) { execution in
                let position = try index(execution).asInt
                return (position, position, try newElements(execution))
            }
        },
        .method("replaceSubrange(_:with:)", "(Range<Int>, [Element])") { use in
            let range = try use.intRange(0)
            let newElements = try use.sequence(1)
            return try replacing(use) { execution in
                let bounds = BuiltinMembers.halfOpenBounds(try range(execution))
                return (bounds.lower, bounds.end, try newElements(execution))
            }
        },
        .method("removeSubrange(_:)", "(Range<Int>)") { use in
            let range = try use.intRange(0)
            return try replacing(use) { execution in
                let bounds = BuiltinMembers.halfOpenBounds(try range(execution))
                return (bounds.lower, bounds.end, [])
            }
        },
    ]

    /// Replaces `lower..<end` of the array with new elements, undoably.
    private static func replacing(
        _ use: MemberUse, _ edit: @escaping (Execution) throws -> (lower: Int, end: Int, elements: [Value])
    ) throws -> Checked {
        let place = try use.mutablePlace()
        return Checked(.void) { execution in
            let (lower, end, elements) = try edit(execution)
            try place.modify(execution) { array in
                let removed: [Value] = try array.withArray { current in
                    guard lower >= 0 else { throw RuntimeError.fatal("Array replace: subrange start is negative") }
                    guard end <= current.count else { throw RuntimeError.fatal("Array replace: subrange extends past the end") }
                    let old = Array(current[lower..<end])
                    current.replaceSubrange(lower..<end, with: elements)
                    return old
                }
                let inserted = elements.count
                return { array in array.withArray { $0.replaceSubrange(lower..<(lower + inserted), with: removed) } }
            }
            return .void
        }
    }
}

extension MemberUse {
    /// An argument that is a `Range<Int>` or a `ClosedRange<Int>`, or a one-sided range
    /// completed by the array's bounds (`removeSubrange(4...)`).
    public func intRange(_ index: Int) throws -> Evaluator {
        let value = arguments[index].value
        let oneSided: (bound: Expression, fromStart: Bool, closed: Bool)? = switch value.kind {
        case .postfix("...", let operand): (operand, false, false)
        case .prefix("..<", let operand): (operand, true, false)
        case .prefix("...", let operand): (operand, true, true)
        default: nil
        }
        if let (bound, fromStart, closed) = oneSided {
            let limit = try checker.check(bound, as: .int, in: .argument).evaluate
            let array = evaluate
            return { execution in
                let value = try limit(execution).asInt
                if fromStart { return .range(lower: 0, upper: value, closed: closed) }
                return .range(lower: value, upper: try array(execution).asArray.count, closed: false)
            }
        }
        let range = try checker.checkValue(value, expecting: .range(.int, closed: false))
        guard case .range(.int, _) = range.type else {
            throw Diagnostic(ConversionContext.argument.mismatch(range.type, .range(.int, closed: false)), at: value.location)
        }
        return range.evaluate
    }
}
