import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// Tuples: literals, element access by position or label, conversions between labelled and
/// unlabelled forms, and the comparison operators Swift defines for tuples of up to six elements.
extension Checker {
    /// `(1, "a")`, `(x: 1, y: 2)`; `()` is Void's value. Elements take their types from the
    /// expected tuple type, as literals do from any context.
    public func tupleLiteral(_ elements: [Argument], expecting expected: SessionType?, at location: SourceLocation) throws -> Checked {
        if elements.isEmpty { return Checked(.void) { _ in .void } }
        var expectedElements: [SessionType]?
        if case .tuple(_, let types)? = expected?.unwrappedOnce, types.count == elements.count {
            expectedElements = types
        }
        var seen: Set<String> = []
        for case let label? in elements.map(\.label) where !seen.insert(label).inserted {
            throw Diagnostic("cannot create a tuple with a duplicate element label", at: location)
        }
        let checked = try elements.indices.map { index in
            try checkValue(elements[index].value, expecting: expectedElements?[index])
        }
        let type = SessionType.tuple(labels: elements.map(\.label), elements: checked.map(\.type))
        let evaluators = checked.map(\.evaluate)
        return Checked(type) { execution in
            var values: [Value] = []
            values.reserveCapacity(evaluators.count)
            for evaluate in evaluators { values.append(try evaluate(execution)) }
            return .tuple(values)
        }
    }

    /// `pair.0`, `point.x`: a part of the tuple, and of its place when the tuple is storage.
    public func tupleElement(of base: Checked, _ name: String, at location: SourceLocation) -> Checked? {
        guard case .tuple(_, let types) = base.type, let index = base.type.tupleElementIndex(name) else { return nil }
        let evaluate = base.evaluate
        let place = base.place?.appending(.fixed(.tupleElement(index, name: name)))
        return Checked(types[index], place: place) { execution in
            guard case .tuple(let elements) = try evaluate(execution) else { preconditionFailure("checked as a tuple") }
            return elements[index]
        }
    }

    /// A tuple converts to another of the same arity when each element converts and each
    /// label matches or is absent on one side: `let p: (x: Int, y: Int) = (1, 2)`.
    public func tupleConversion(of checked: Checked, to expected: SessionType) -> Checked? {
        guard case .tuple(let labels, let types) = checked.type,
            case .tuple(let expectedLabels, let expectedTypes) = expected, types.count == expectedTypes.count
        else { return nil }
        for (label, expectedLabel) in zip(labels, expectedLabels) where label != nil && expectedLabel != nil && label != expectedLabel {
            return nil
        }
        // Each element converts from a scratch box holding it: conversions (to an optional, to
        // `Any`, to `AnyHashable`) run no user code, so the box is never used re-entrantly.
        let scratch = Box(.void)
        var converters: [Evaluator?] = []
        for index in types.indices {
            let element = Checked(types[index]) { _ in scratch.value }
            guard let converted = conversion(of: element, to: expectedTypes[index]) else { return nil }
            converters.append(types[index] == expectedTypes[index] ? nil : converted.evaluate)
        }
        let evaluate = checked.evaluate
        guard converters.contains(where: { $0 != nil }) else {
            return Checked(expected, place: checked.place, evaluate)
        }
        return Checked(expected) { execution in
            guard case .tuple(var elements) = try evaluate(execution) else { preconditionFailure("checked as a tuple") }
            for index in elements.indices {
                guard let convert = converters[index] else { continue }
                scratch.value = elements[index]
                elements[index] = try convert(execution)
            }
            scratch.value = .void
            return .tuple(elements)
        }
    }

    /// Swift defines `==`/`!=` for tuples of up to six Equatable elements, and `<`… for
    /// tuples of up to six Comparable ones; tuples are neither Equatable nor Comparable.
    public func tupleSupportsComparison(_ type: SessionType, equality: Bool) -> Bool {
        guard case .tuple(_, let elements) = type, elements.count <= 6 else { return false }
        return elements.allSatisfy { equality ? isEquatable($0) || tupleSupportsComparison($0, equality: true) : isComparable($0) }
    }

    /// Whether two tuple types differ only in their labels (the comparison operators ignore them).
    public static func sameTupleShape(_ a: SessionType, _ b: SessionType) -> Bool {
        guard case .tuple(_, let left) = a, case .tuple(_, let right) = b else { return false }
        return left == right
    }
}

extension Checker {
    /// swiftc's words when a tuple meets a tuple type (or pattern) of another length.
    public static func tupleLengthMismatch(_ actual: SessionType, _ expected: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            "'\(actual.displayName)' is not convertible to '\(expected)', tuples have a different number of elements",
            at: location)
    }

    /// The type a tuple pattern asks for: the value's element types where it has them, `_`
    /// for the rest (`let (x, y, z) = pair` asks for `(Int, String, _)`).
    public static func patternShape(_ elements: [PatternElement], against types: [SessionType]) -> String {
        "(" + elements.indices.map { $0 < types.count ? types[$0].displayName : "_" }.joined(separator: ", ") + ")"
    }
}
