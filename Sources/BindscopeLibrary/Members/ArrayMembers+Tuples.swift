import BindscopeLanguage
import BindscopeRuntime

/// Members whose elements are tuples: `enumerated()`; the elements of any sequence.
extension BuiltinMembers {
    public static let arrayTuples: [BuiltinMember] = [
        // Swift returns an `EnumeratedSequence`; its pairs are what sessions iterate and map.
        .method("enumerated()", "() -> EnumeratedSequence<Self>") { use in
            let evaluate = use.evaluate
            let pair = SessionType.tuple(labels: ["offset", "element"], elements: [.int, use.element])
            return Checked(.view(.enumerated, base: use.receiverType, element: pair)) { execution in
                .array(try evaluate(execution).asArray.enumerated().map { .tuple([.int($0.offset), $0.element]) })
            }
        },
    ]
}

extension LibraryChecking {
    /// The elements of an argument that must be a sequence: an array, a range, a String, a
    /// dictionary (its key-value pairs).
    public func sequenceElements(_ argument: Argument) throws -> (type: SessionType, elements: (Execution) throws -> [Value]) {
        let sequence = try checkValue(argument.value)
        let evaluate = sequence.evaluate
        switch sequence.type {
        case .array(let element):
            return (element, { try evaluate($0).asArray })
        case .range(let bound, _) where bound == .int:
            return (bound, { try BuiltinMembers.elements(of: evaluate($0), in: $0).asArray })
        case .string, .substring:
            return (.character, { try evaluate($0).asString.map(Value.character) })
        case .set(let element):
            return (element, { Array(BuiltinMembers.setElements(try evaluate($0))) })
        case .view(_, _, let element):
            let elements = BuiltinMembers.viewElements(sequence).evaluate
            return (element, { try elements($0).asArray })
        case .dictionary(let key, let value):
            return (.tuple(labels: ["key", "value"], elements: [key, value]), { try BuiltinMembers.entries(of: evaluate($0)) })
        case .nominal:
            // `Set(grid)`: a session's own Sequence, iterated by its members.
            if let elements = try userSequenceElements(sequence, at: argument.location), case .array(let element) = elements.type {
                let all = elements.evaluate
                return (element, { try all($0).asArray })
            }
            fallthrough
        default:
            throw Diagnostic(
                "argument type '\(sequence.type.displayName)' does not conform to expected type 'Sequence'", at: argument.location)
        }
    }
}

extension BuiltinMembers {
    /// A dictionary's key-value pairs, in its (insertion) order.
    public static func entries(of value: Value) -> [Value] {
        let dictionary = BuiltinMembers.dictionaryValue(value)
        return zip(dictionary.keys, dictionary.values).map { .tuple([$0, $1]) }
    }
}
