import BindscopeLanguage
import BindscopeRuntime

// `makeIterator()` and `next()` on the library's sequences. An iterator is a
// `.view(.iterator, base: S, element: E)` whose value is the tuple of the elements, in the
// order a for-in loop gives them, and the position of the next one, as Swift's
// IndexingIterator keeps `_elements` and `_position`: `next()` gives that element and moves
// on. It is a value, as Swift's iterators are: a copy goes on from where the original was.

extension BuiltinMembers {
    /// `makeIterator()` for a table whose receiver's elements `BuiltinMembers.elementsOfSequence` can
    /// take (arrays, strings, ranges, sets, dictionaries; a view's elements are an array).
    public static let iteratorMaker: BuiltinMember = .method("makeIterator()", "() -> Iterator") { use in
        let type = use.base.type
        guard let elements = BuiltinMembers.elementsOfSequence(type) else {
            throw Diagnostic("value of type '\(use.receiverType.displayName)' has no member 'makeIterator'", at: use.location)
        }
        let evaluate = use.evaluate
        let iterator = SessionType.view(.iterator, base: use.receiverType, element: type.elementTypeOfSequence)
        return Checked(iterator) { execution in .tuple([.array(elements(try evaluate(execution))), .int(0)]) }
    }

    /// An iterator's own member: `next()`, which needs a `var` (Swift's error otherwise).
    public static let iterator = MemberTable("IteratorProtocol", [
        .method("next()", "() -> Element?") { use in
            let place = try use.mutablePlace()
            return Checked(.optional(use.element)) { execution in
                var taken: Value?
                try place.modify(execution) { iterator in
                    guard case .tuple(var parts) = iterator else { preconditionFailure("an iterator is (elements, position)") }
                    let position = parts[1].asInt, elements = parts[0].asArray
                    guard position < elements.count else { return { _ in } }
                    taken = elements[position]
                    parts[1] = .int(position + 1)
                    iterator = .tuple(parts)
                    return { iterator in
                        guard case .tuple(var parts) = iterator else { return }
                        parts[1] = .int(position)
                        iterator = .tuple(parts)
                    }
                }
                return .optional(taken)
            }
        },
    ])
}

extension BuiltinMembers {
    /// The elements an iterator has yet to give.
    public static func remainingElements(ofIterator value: Value) -> [Value] {
        let parts = value.asTuple
        return Array(parts[0].asArray[parts[1].asInt...])
    }
}
