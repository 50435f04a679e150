import BindscopeLanguage
import BindscopeRuntime

/// `ArraySlice`'s members: a view's (Array's non-mutating members run over its elements),
/// with every index they take or give counted in the base array, as Swift's slice does:
/// `xs.dropFirst(2).firstIndex(of: x)` and `.startIndex` are positions in `xs`.
extension BuiltinMembers {
    public static let arraySlice = MemberTable("ArraySlice", sliceAppending + view.members.map { member in
        let shift = sliceIndexShift(member.selector)
        return BuiltinMember(
            name: member.name, kind: member.kind, labels: member.labels, takesClosure: member.takesClosure,
            signature: member.signature
        ) { use in
            guard let shift else { return try member.check(use) }
            // The slice is evaluated once; the member runs on it and its result is moved by
            // the slice's start.
            let slice = use.evaluate
            let current = SliceOperand()
            let base = Checked(use.base.type) { _ in current.value }
            let checked = try member.check(use.replacingBase(base))
            let result = checked.evaluate
            return Checked(checked.type) { execution in
                let value = try slice(execution)
                let saved = current.value
                current.value = value
                defer { current.value = saved }
                return shift(try result(execution), value.arraySliceParts.start)
            }
        }
    })

    /// `append(_:)` and `append(contentsOf:)`: the slice grows at its end, its start unchanged.
    private static let sliceAppending: [BuiltinMember] = [
        .method("append(_:)", "(Element)") { use in
            let newElement = try use.argument(0, as: use.element)
            return try appendingToSlice(use) { [try newElement($0)] }
        },
        .method("append(contentsOf:)", "(Sequence<Element>)") { use in
            let elements = try use.sequence(0)
            return try appendingToSlice(use) { try elements($0) }
        },
    ]

    private static func appendingToSlice(_ use: MemberUse, _ added: @escaping (Execution) throws -> [Value]) throws -> Checked {
        let place = try use.mutablePlace()
        return Checked(.void) { execution in
            let more = try added(execution)
            try place.modify(execution) { slice in
                let old = slice
                let (start, elements) = slice.arraySliceParts
                slice = .arraySlice(start: start, elements + more)
                return { $0 = old }
            }
            return .void
        }
    }

    /// How a member's result, computed on the elements counted from 0, becomes the slice's
    /// own: nil for members that give no index.
    private static func sliceIndexShift(_ selector: String) -> (@Sendable (Value, Int) -> Value)? {
        switch selector {
        case "firstIndex(of:)", "firstIndex(where:)", "lastIndex(of:)", "lastIndex(where:)":
            { value, start in .optional(value.optionalPayload.map { .int($0.asInt + start) }) }
        case "startIndex", "endIndex":
            { value, start in .int(value.asInt + start) }
        case "indices":
            { value, start in
                guard case .range(let lower, let upper, let closed) = value else { preconditionFailure() }
                return .range(lower: lower + start, upper: upper + start, closed: closed)
            }
        case "prefix(_:)", "suffix(_:)", "dropFirst(_:)", "dropLast(_:)", "dropFirst()", "dropLast()":
            { value, start in
                let (pieceStart, elements) = value.arraySliceParts
                return .arraySlice(start: start + pieceStart, elements)
            }
        default: nil
        }
    }
}

/// The slice a shifted member runs on, set for the length of one evaluation.
private final class SliceOperand {
    var value: Value = .void
}

extension LibraryChecking {
    /// `slice[i]` (an index of the base array) and `slice[a...b]`, `slice[a...]`, `slice[..<b]`
    /// (a slice of the slice), trapping as Swift's ArraySlice does.
    public func sliceSubscript(_ base: Checked, element: SessionType, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        try expectLabels(arguments, [nil], callee: "subscript", at: location)
        let evaluate = base.evaluate
        if let (bound, fromStart, closed) = BuiltinMembers.oneSidedRange(arguments[0].value) {
            let limit = try check(bound, as: .int, in: .argument).evaluate
            return Checked(base.type) { execution in
                let (start, elements) = try evaluate(execution).arraySliceParts
                let value = try limit(execution).asInt
                let lower = fromStart ? start : value
                let upper = fromStart ? (closed ? value + 1 : value) : start + elements.count
                return try BuiltinMembers.subslice(start, elements, lower, upper, at: location)
            }
        }
        let index = try checkValue(arguments[0].value, expecting: .int)
        let position = index.evaluate
        switch index.type {
        case .int:
            // `slice[4] = 40` writes the element at base index 4: the slice's elements are its
            // value's second part, counted from its start.
            let place = base.place?.appending(.computedList { execution in
                let (start, elements) = try evaluate(execution).arraySliceParts
                let offset = try position(execution).asInt - start
                guard elements.indices.contains(offset) else { throw RuntimeError.fatal("Index out of bounds").located(at: location) }
                return [.tupleElement(1, name: "elements"), .element(offset)]
            })
            return Checked(element, place: place) { execution in
                let (start, elements) = try evaluate(execution).arraySliceParts
                let offset = try position(execution).asInt - start
                guard elements.indices.contains(offset) else { throw RuntimeError.fatal("Index out of bounds").located(at: location) }
                return elements[offset]
            }
        case .range(.int, let closed):
            return Checked(base.type) { execution in
                let (start, elements) = try evaluate(execution).arraySliceParts
                guard case .range(let lower, let upper, _) = try position(execution) else { preconditionFailure() }
                return try BuiltinMembers.subslice(start, elements, lower, closed ? upper + 1 : upper, at: location)
            }
        default:
            throw Diagnostic("no exact matches in call to subscript", at: location)
        }
    }
}

extension BuiltinMembers {
    /// The elements of positions `lower..<upper` of a slice starting at `start`.
    fileprivate static func subslice(_ start: Int, _ elements: [Value], _ lower: Int, _ upper: Int, at location: SourceLocation) throws -> Value {
        guard lower <= upper else { throw RuntimeError.rangeBoundsReversed.located(at: location) }
        guard lower >= start else {
            throw RuntimeError.fatal("ArraySlice index is out of range (before startIndex)").located(at: location)
        }
        guard upper <= start + elements.count else { throw RuntimeError.fatal("ArraySlice index is out of range").located(at: location) }
        return .arraySlice(start: lower, Array(elements[(lower - start)..<(upper - start)]))
    }
}
