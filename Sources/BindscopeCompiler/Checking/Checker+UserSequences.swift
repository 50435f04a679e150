import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// The session's own Sequence types (`struct Countdown: Sequence, IteratorProtocol`, or
// `struct Fibs: Sequence` whose `makeIterator()` gives a separate iterator struct), iterated
// as Swift iterates any Sequence: `makeIterator()` once, then the iterator's `next()` until it
// gives nil. The calls are checked as ordinary method calls on two hidden variables of the
// enclosing function (the sequence, and the iterator `next()` mutates), so they run through
// the same path as calls the session writes, mutating `next()` included.

/// How to run over a user Sequence's elements, lazily: for-in stops at a `break`, `prefix`
/// and `first(where:)` stop early, so an endless sequence is fine for them.
public struct UserSequenceIteration {
    public let element: SessionType
    /// Calls `each` with every element in order until it returns false or `next()` gives nil.
    public let run: (Execution, Value, (Value) throws -> Bool) throws -> Void

    /// The first `limit` elements (all of them when nil) as an array.
    public func elements(_ execution: Execution, of sequence: Value, limit: Int? = nil) throws -> [Value] {
        var elements: [Value] = []
        if limit == 0 { return elements }
        try run(execution, sequence) { element in
            elements.append(element)
            return limit.map { elements.count < $0 } ?? true
        }
        return elements
    }

    public init(element: SessionType, run: @escaping (Execution, Value, (Value) throws -> Bool) throws -> Void) {
        self.element = element
        self.run = run
    }
}

extension Checker {
    /// The iterator type and element type of a session type that conforms to `Sequence`, from
    /// its members' signatures: its `makeIterator()`'s result, or itself when it is its own
    /// iterator (`IteratorProtocol` gives `makeIterator()` returning `self`), whose `next()`
    /// returns `Element?`. Nil when it is no such Sequence.
    public func userSequenceTypes(of type: SessionType) -> (iterator: SessionType, element: SessionType)? {
        guard case .nominal(let nominal) = type, nominal.conformances.contains("Sequence") else { return nil }
        let iterator: SessionType
        if let make = nominal.members.methods["makeIterator"]?.first(where: { $0.parameters.isEmpty }) {
            iterator = make.resultType
        } else if let element = userCollectionElement(of: type) {
            // A Collection's iterator walks its indices (`userCollectionIteration`).
            return (type, element)
        } else if nominal.conformances.contains("IteratorProtocol") {
            iterator = type
        } else {
            return nil
        }
        guard let element = userIteratorElement(of: iterator) else { return nil }
        return (iterator, element)
    }

    /// `Element` of a session type conforming to `IteratorProtocol`: what its `next()` gives.
    public func userIteratorElement(of type: SessionType) -> SessionType? {
        // `IndexingIterator<[Int]>`, the library's, from `makeIterator()` of an array.
        if case .view(.iterator, _, let element) = type { return element }
        guard case .nominal(let nominal) = type, nominal.conformances.contains("IteratorProtocol"),
            let next = nominal.members.methods["next"]?.first(where: { $0.parameters.isEmpty }),
            case .optional(let element) = next.resultType
        else { return nil }
        return element
    }

    /// The iteration of a value of `type` when it is a user Sequence; nil otherwise.
    public func userSequenceIteration(of type: SessionType, at location: SourceLocation) throws -> UserSequenceIteration? {
        guard case .nominal(let nominal) = type, let types = userSequenceTypes(of: type) else { return nil }
        let ownsMaker = nominal.members.methods["makeIterator"] != nil
        if !ownsMaker, let walk = try userCollectionIteration(of: type, at: location) { return walk }
        return try inNestedScope {
            // Names no session can write: each site has its own pair of slots.
            let suffix = "#\(location.line):\(location.column)"
            let sequence = try declareVariable("sequence" + suffix, type: type, isConstant: true, at: location)
            let iterator = try declareVariable("iterator" + suffix, type: types.iterator, isConstant: false, at: location)
            func call(_ name: String, on variable: String) throws -> Checked {
                let callee = Expression(
                    .member(base: Expression(.identifier(variable), at: location), name: name, nameLocation: location),
                    at: location)
                return try checkValue(Expression(.call(callee: callee, arguments: []), at: location))
            }
            let make = ownsMaker ? try call("makeIterator", on: sequence.name).evaluate : nil
            let next = try call("next", on: iterator.name).evaluate
            let (sequenceSlot, iteratorSlot) = (sequence.slot, iterator.slot)
            return UserSequenceIteration(element: types.element) { execution, value, each in
                execution.frame.store(Box(value, bornIn: execution.journal), at: sequenceSlot)
                let first = try make?(execution) ?? value
                execution.frame.store(Box(first, bornIn: execution.journal), at: iteratorSlot)
                while true {
                    try execution.checkForInterrupt()
                    guard case .some(let element) = try next(execution) else { return }
                    guard try each(element) else { return }
                }
            }
        }
    }

    /// A user Sequence as the array of its elements (the first `limit`), for the library
    /// members that consume a sequence whole.
    public func userSequenceElements(_ source: Checked, limit: Evaluator? = nil, at location: SourceLocation) throws -> Checked? {
        guard let iteration = try userSequenceIteration(of: source.type, at: location) else { return nil }
        let evaluate = source.evaluate
        return Checked(.array(iteration.element)) { execution in
            let value = try evaluate(execution)
            let count = try limit?(execution).asInt
            if let count, count < 0 { throw RuntimeError.fatal("Can't take a prefix of negative length from a sequence") }
            return .array(try iteration.elements(execution, of: value, limit: count))
        }
    }
}

extension Checker {
    /// `countdown.map { … }`, `fibs.prefix(5)`: Sequence's methods on a user Sequence, as Swift
    /// gives them to any Sequence (the type's own members were tried first and win). Those
    /// that may stop early (`prefix(_:)`, `first(where:)`, `contains(where:)`) call `next()`
    /// only as often as Swift does; the others run over all the elements, as an array.
    public func userSequenceMethodCall(
        on base: Checked, _ name: String, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked? {
        // `randomElement()` is Collection's, on the elements as any.
        let collectionMember = name == "randomElement" && isUserCollection(base.type)
        guard Checker.opaqueLibraryMembers["Sequence"]!.contains(name) || collectionMember, let types = userSequenceTypes(of: base.type) else {
            return nil
        }
        let labels = arguments.map(\.label)
        switch (name, labels) {
        case ("makeIterator", []):
            // IteratorProtocol's default: a Sequence that is its own iterator gives itself.
            return Checked(types.iterator, evaluate: base.evaluate)
        case ("prefix", [nil]):
            let count = try check(arguments[0].value, as: .int, in: .argument).evaluate
            return try userSequenceElements(base, limit: count, at: location)
        case ("first", ["where"]), ("contains", ["where"]),
            ("first", [nil]) where Checker.isClosure(arguments[0]), ("contains", [nil]) where Checker.isClosure(arguments[0]):
            return try userSequenceSearch(base, first: name == "first", arguments[0], element: types.element, at: location)
        default:
            guard let elements = try userSequenceElements(base, at: location) else { return nil }
            return try builtinMethodCall(on: elements, name, arguments, expecting: expected, at: location)
        }
    }

    /// `countdown.lazy`: Sequence's property, on the elements
    /// as an array (so `lazy` prints as an array's view).
    public func userSequenceProperty(of base: Checked, _ name: String, at location: SourceLocation) throws -> Checked? {
        guard name == "lazy", userSequenceTypes(of: base.type) != nil,
            let elements = try userSequenceElements(base, at: location)
        else { return nil }
        return try builtinProperty(of: elements, name, at: location)
    }

    private static func isClosure(_ argument: Argument) -> Bool {
        if case .closure = argument.value.kind { return true }
        return false
    }

    /// `first(where:)` (the element, or nil) and `contains(where:)`: stop at the first match.
    private func userSequenceSearch(
        _ base: Checked, first: Bool, _ predicate: Argument, element: SessionType, at location: SourceLocation
    ) throws -> Checked {
        guard let iteration = try userSequenceIteration(of: base.type, at: location) else { preconditionFailure() }
        let test = try check(
            BuiltinMembers.keyPathArgumentAsClosure(predicate.value), as: .function(parameters: [element], result: .bool),
            in: .argument
        ).evaluate
        let evaluate = base.evaluate
        return Checked(first ? .optional(element) : .bool) { execution in
            let sequence = try evaluate(execution)
            guard case .function(let closure) = try test(execution) else { preconditionFailure() }
            var found: Value?
            try iteration.run(execution, sequence) { element in
                guard try closure.invoke(execution, [element]).asBool else { return true }
                found = element
                return false
            }
            return first ? .optional(found) : .bool(found != nil)
        }
    }
}

extension Checker {
    /// Swift's errors for a Sequence with no `makeIterator()` that is not its own iterator,
    /// and for an IteratorProtocol type with no `next() -> Element?`. An iterator type
    /// declared later in the session is looked at where the sequence is used.
    public func checkSequenceConformances(of type: NominalType, at location: SourceLocation) throws {
        let fail = { (name: String) in Diagnostic("type '\(type.name)' does not conform to protocol '\(name)'", at: location) }
        if type.conformances.contains("IteratorProtocol"), userIteratorElement(of: .nominal(type)) == nil {
            throw fail("IteratorProtocol")
        }
        try checkCollectionConformance(of: type, at: location)
        if type.conformances.contains("Sequence"), type.members.methods["makeIterator"] == nil,
            !type.conformances.contains("IteratorProtocol"), !type.conformances.contains("Collection")
        {
            throw fail("Sequence")
        }
    }

    /// `S.Element` and `S.Iterator` of a user Sequence (`IteratorProtocol`'s `Element` too).
    public func userSequenceAssociatedType(_ name: String, of type: SessionType) -> SessionType? {
        switch name {
        case "Element": userSequenceTypes(of: type)?.element ?? userIteratorElement(of: type)
        case "Iterator": userSequenceTypes(of: type)?.iterator
        // A Collection's too: its `startIndex`'s type, and Swift's defaults for the others.
        case "Index": userCollectionIndex(of: type)
        case "SubSequence", "Indices": userCollectionDefaultType(name, of: type)
        default: nil
        }
    }
}
