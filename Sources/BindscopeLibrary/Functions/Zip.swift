import BindscopeLanguage
import BindscopeRuntime

/// `zip(a, b)`: a `Zip2Sequence` that keeps its two sequences, as Swift's does, so it prints
/// and dumps them (`Zip2Sequence<…>(_sequence1: [1, 2, 3], _sequence2: ["x", "y"])`); its
/// elements, the pairs up to the shorter one's end, are made where it is iterated
/// (`viewElements`).
extension LibraryChecking {
    public func zipCall(_ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        try expectLabels(arguments, [nil, nil], callee: "zip", at: location)
        if let numbered = try zipWithCount(arguments, at: location) { return numbered }
        let sequences = try arguments.map { argument in
            // A user Sequence is zipped as the array of its elements (so it must end).
            let value = try checkValue(argument.value)
            let checked = try userSequenceElements(value, at: argument.location) ?? value
            guard BuiltinMembers.elementsOfSequence(checked.type) != nil else {
                throw Diagnostic("global function 'zip' requires that '\(checked.type.displayName)' conform to 'Sequence'", at: location)
            }
            return checked
        }
        let bases = sequences.map(\.type)
        let pair = SessionType.tuple(labels: [nil, nil], elements: bases.map(\.elementTypeOfSequence))
        let first = sequences[0].evaluate, second = sequences[1].evaluate
        return Checked(.view(.zip, base: .tuple(labels: [nil, nil], elements: bases), element: pair)) { execution in
            .tuple([try first(execution), try second(execution)])
        }
    }

    /// `zip(1..., items)`: the numbers from 1 as far as the other sequence goes, kept as the
    /// Range they come to (Swift keeps the PartialRangeFrom, which only shows when the zip
    /// itself is printed). Nil when neither argument is an Int's `n...`.
    private func zipWithCount(_ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        guard let side = arguments.firstIndex(where: { BuiltinMembers.partialRangeFromStart($0.value) != nil }) else { return nil }
        let other = arguments[1 - side]
        guard BuiltinMembers.partialRangeFromStart(other.value) == nil else {
            throw Diagnostic("zip of two one-sided ranges never ends; it is not supported in a session", at: location)
        }
        let start = try check(BuiltinMembers.partialRangeFromStart(arguments[side].value)!, as: .int, in: .argument).evaluate
        let sequence = try checkValue(other.value)
        guard let elements = BuiltinMembers.elementsOfSequence(sequence.type) else {
            throw Diagnostic("global function 'zip' requires that '\(sequence.type.displayName)' conform to 'Sequence'", at: location)
        }
        var bases = [SessionType.range(.int, closed: false), sequence.type]
        if side == 1 { bases.reverse() }
        let pair = SessionType.tuple(labels: [nil, nil], elements: bases.map(\.elementTypeOfSequence))
        let evaluate = sequence.evaluate
        return Checked(.view(.zip, base: .tuple(labels: [nil, nil], elements: bases), element: pair)) { execution in
            // Swift evaluates the arguments in order.
            var lower = 0, value = Value.void
            if side == 0 {
                lower = try start(execution).asInt
                value = try evaluate(execution)
            } else {
                value = try evaluate(execution)
                lower = try start(execution).asInt
            }
            let count = elements(value).count
            let (upper, overflow) = lower.addingReportingOverflow(count)
            let numbers = Value.range(lower: lower, upper: overflow ? .max : upper, closed: false)
            return .tuple(side == 0 ? [numbers, value] : [value, numbers])
        }
    }
}

extension BuiltinMembers {
    /// `n` of `n...`, the one-sided range a loop or a zip may count from.
    public static func partialRangeFromStart(_ expression: Expression) -> Expression? {
        if case .postfix("...", let operand) = expression.kind { return operand }
        return nil
    }

    /// How to take the elements out of a value of a sequence type; nil when it is none.
    public static func elementsOfSequence(_ type: SessionType) -> ((Value) -> [Value])? {
        switch type {
        case .array: { $0.asArray }
        case .range(.int, _):
            { range in
                // (Not limited by `MemoryLimit`: this closure cannot throw.)
                guard case .range(let lower, let upper, let closed) = range else { preconditionFailure() }
                return (lower..<max(lower, closed ? upper + 1 : upper)).map(Value.int)
            }
        case .string, .substring: { $0.asString.map(Value.character) }
        case .set: { Array(BuiltinMembers.setElements($0)) }
        case .dictionary: { BuiltinMembers.entries(of: $0) }
        case .view(.zip, .tuple(_, let bases), _):
            { value in
                let sequences = value.asTuple
                let first = elementsOfSequence(bases[0])!(sequences[0]), second = elementsOfSequence(bases[1])!(sequences[1])
                return zip(first, second).map { .tuple([$0, $1]) }
            }
        case .view(.arraySlice, _, _): { $0.arraySliceParts.elements }
        case .view(.iterator, _, _): { BuiltinMembers.remainingElements(ofIterator: $0) }
        case .view(.stringIndices, _, _):
            { value in
                let slice = value.textSlice
                return slice.text.indices.map { .stringIndex(slice.foundForward($0)) }
            }
        case .view: { $0.asArray }
        default: nil
        }
    }

    /// A lazy view as the array of its elements, for members and loops that run over them.
    public static func viewElements(_ view: Checked) -> Checked {
        guard view.type.holdsNonArrayValue, let elements = elementsOfSequence(view.type) else {
            return Checked(.array(view.type.elementType), evaluate: view.evaluate)
        }
        let element = view.type.elementType
        let evaluate = view.evaluate
        return Checked(.array(element)) { .array(elements(try evaluate($0))) }
    }
}

extension SessionType {
    /// A view whose value is not the array of its elements: a zip (its two sequences), an
    /// ArraySlice (its start and elements), a String's indices (the String).
    public var holdsNonArrayValue: Bool {
        switch self {
        case .view(.zip, _, _), .view(.arraySlice, _, _), .view(.stringIndices, _, _), .view(.iterator, _, _): true
        default: false
        }
    }

    /// What iterating a value of this sequence type gives.
    public var elementTypeOfSequence: SessionType {
        switch self {
        case .string, .substring: .character
        case .dictionary(let key, let value): .tuple(labels: ["key", "value"], elements: [key, value])
        default: elementType
        }
    }
}
