import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// The session's own Collections (`struct Grid: Collection` with `startIndex`, `endIndex`,
// `index(after:)` and a subscript), as Swift gives any Collection the library's algorithms:
// iterated by walking the indices from `startIndex` with `index(after:)` until `endIndex`,
// reading each element through the type's own subscript. The walk is checked as session code
// over hidden variables (the collection, the current index), as a user Sequence's
// `makeIterator()`/`next()` are (`Checker+UserSequences`), so every step runs the type's own
// members. Sequence's methods then work on it as on any user Sequence; Collection's own
// properties (`count`, `isEmpty`, `first`, `indices`…) and index searches are here.

extension Checker {
    /// The collection protocols a session type may conform to, each with what it refines.
    public static let userCollectionProtocols: [String: [String]] = [
        "Collection": ["Sequence"],
        "BidirectionalCollection": ["Collection", "Sequence"],
        "RandomAccessCollection": ["BidirectionalCollection", "Collection", "Sequence"],
        "MutableCollection": ["Collection", "Sequence"],
    ]

    /// Whether `type` is a session type conforming to `Collection`.
    public func isUserCollection(_ type: SessionType) -> Bool {
        guard case .nominal(let nominal) = type else { return false }
        return nominal.conformances.contains("Collection")
    }

    /// `Element` of a user Collection: what its subscript gives for an index.
    public func userCollectionElement(of type: SessionType) -> SessionType? {
        guard case .nominal(let nominal) = type, nominal.conformances.contains("Collection"),
            let index = userCollectionIndex(of: type),
            let getter = nominal.members.subscripts.first(where: {
                $0.getter.parameters.count == 1 && $0.getter.parameters[0].label == nil && $0.getter.parameters[0].type == index
            })?.getter
        else { return nil }
        return getter.resultType
    }

    /// `Index` of a user Collection: the type of its `startIndex`.
    public func userCollectionIndex(of type: SessionType) -> SessionType? {
        guard case .nominal(let nominal) = type, nominal.conformances.contains("Collection") else { return nil }
        if let property = nominal.storedProperties.first(where: { $0.name == "startIndex" }) { return property.type }
        return nominal.computedProperties.first(where: { $0.name == "startIndex" })?.type
    }

    /// `SubSequence` and `Indices` of a user Collection that declares neither: Swift's
    /// defaults, `Slice<Self>` (the library's generic struct, declared by the prelude) and,
    /// for a random-access collection indexed by Int, `Range<Int>`.
    public func userCollectionDefaultType(_ name: String, of type: SessionType) -> SessionType? {
        guard let index = userCollectionIndex(of: type) else { return nil }
        switch name {
        case "SubSequence":
            // A slice's slices are of its base, as Swift's `Slice.SubSequence` is itself;
            // DefaultIndices' are themselves.
            if let base = preludeBase(of: type, "Slice") { return userCollectionDefaultType(name, of: base) }
            if preludeBase(of: type, "DefaultIndices") != nil { return type }
            return preludeInstance("Slice", of: type)
        case "Indices":
            // A slice's are its base's (Swift's `Slice.Indices` is `Base.Indices`).
            if let base = preludeBase(of: type, "Slice") { return userCollectionDefaultType(name, of: base) }
            if preludeBase(of: type, "DefaultIndices") != nil { return type }
            if index == .int, conforms(type, to: "RandomAccessCollection") { return .range(.int, closed: false) }
            return preludeInstance("DefaultIndices", of: type)
        default:
            return nil
        }
    }

    /// `Base` of a `Slice<Base>` (the prelude's), nil for any other type.
    public func sliceBase(of type: SessionType) -> SessionType? { preludeBase(of: type, "Slice") }

    /// The argument of an instance of the sequence prelude's generic type `name`
    /// (`Slice<Grid>`, `DefaultIndices<Grid>`), nil for any other type.
    func preludeBase(of type: SessionType, _ name: String) -> SessionType? {
        guard case .nominal(let nominal) = type, let specialization = nominal.specialization, specialization.base == name,
            specialization.arguments.count == 1, let template = declared.genericTypes[name],
            template.instances.values.contains(where: { $0 === nominal })
        else { return nil }
        return specialization.arguments[0]
    }

    /// `Slice<Grid>`, `DefaultIndices<Grid>`: the prelude's generic type `name` of `type`.
    private func preludeInstance(_ name: String, of type: SessionType) -> SessionType? {
        guard let template = declared.genericTypes[name] else { return nil }
        return (try? instantiate(template, [type], at: .start)).map(SessionType.nominal)
    }

    /// Swift's error for a Collection missing a requirement: `startIndex` and `endIndex` of one
    /// index type, `index(after:)`, a subscript from an index (and `index(before:)` for a
    /// BidirectionalCollection).
    public func checkCollectionConformance(of type: NominalType, at location: SourceLocation) throws {
        guard let name = ["RandomAccessCollection", "BidirectionalCollection", "Collection"].first(where: type.conformances.contains)
        else { return }
        let fail = Diagnostic("type '\(type.name)' does not conform to protocol '\(name)'", at: location)
        let nominal = SessionType.nominal(type)
        guard let index = userCollectionIndex(of: nominal), userCollectionElement(of: nominal) != nil else { throw fail }
        let endIndex = type.storedProperties.first(where: { $0.name == "endIndex" })?.type
            ?? type.computedProperties.first(where: { $0.name == "endIndex" })?.type
        guard endIndex == index else { throw fail }
        func hasStep(_ label: String) -> Bool {
            type.members.methods["index"]?.contains {
                $0.parameters.count == 1 && $0.parameters[0].label == label && $0.parameters[0].type == index && $0.resultType == index
            } == true
        }
        // A RandomAccessCollection indexed by Int has its steps from the library
        // (`collectionDefaults`), given once it conforms.
        let stepsByDefault = name == "RandomAccessCollection" && index == .int
        guard hasStep("after") || stepsByDefault else { throw fail }
        if name != "Collection", !hasStep("before"), !stepsByDefault { throw fail }
        if type.conformances.contains("MutableCollection"),
            !type.members.subscripts.contains(where: { $0.getter.parameters.count == 1 && $0.getter.parameters[0].type == index && $0.setter != nil })
        {
            // `grid[i] = x`: MutableCollection's subscript has a setter.
            throw Diagnostic("type '\(type.name)' does not conform to protocol 'MutableCollection'", at: location)
        }
    }

    /// The walk over a user Collection's elements (see the note above).
    public func userCollectionIteration(of type: SessionType, at location: SourceLocation) throws -> UserSequenceIteration? {
        guard let walk = try userCollectionWalk(of: type, at: location), let element = userCollectionElement(of: type) else { return nil }
        return UserSequenceIteration(element: element) { execution, value, each in
            try walk(execution, value) { _, element in try each(element) }
        }
    }

    /// Calls `each` with every index and its element in order, until it returns false.
    typealias CollectionWalk = (Execution, Value, (Value, Value) throws -> Bool) throws -> Void

    private func userCollectionWalk(of type: SessionType, at location: SourceLocation) throws -> CollectionWalk? {
        guard isUserCollection(type), let index = userCollectionIndex(of: type) else { return nil }
        return try inNestedScope {
            // Names no session can write: each site has its own pair of slots.
            let suffix = "#\(location.line):\(location.column)"
            let collection = try declareVariable("collection" + suffix, type: type, isConstant: true, at: location)
            let position = try declareVariable("position" + suffix, type: index, isConstant: false, at: location)
            func identifier(_ name: String) -> Expression { Expression(.identifier(name), at: location) }
            func member(_ name: String) -> Expression {
                Expression(.member(base: identifier(collection.name), name: name, nameLocation: location), at: location)
            }
            let start = try checkValue(member("startIndex")).evaluate
            let atEnd = try checkValue(Expression(
                .binary(operator: "==", lhs: identifier(position.name), rhs: member("endIndex")),
                at: location)).evaluate
            let next = try checkValue(Expression(
                .call(callee: member("index"), arguments: [Argument(label: "after", value: identifier(position.name), location: location)]),
                at: location)).evaluate
            let element = try checkValue(Expression(
                .subscriptAccess(base: identifier(collection.name), arguments: [Argument(label: nil, value: identifier(position.name), location: location)]),
                at: location)).evaluate
            let (collectionSlot, positionSlot) = (collection.slot, position.slot)
            return { execution, value, each in
                execution.frame.store(Box(value, bornIn: execution.journal), at: collectionSlot)
                let box = Box(try start(execution), bornIn: execution.journal)
                execution.frame.store(box, at: positionSlot)
                while try atEnd(execution) != .bool(true) {
                    try execution.checkForInterrupt()
                    guard try each(box.value, try element(execution)) else { return }
                    box.value = try next(execution)
                }
            }
        }
    }

    /// `grid.count`, `grid.isEmpty`, `grid.first`, `grid.last`, `grid.indices`: Collection's
    /// properties on a user Collection, unless the type declares its own (tried first).
    public func userCollectionProperty(of base: Checked, _ name: String, at location: SourceLocation) throws -> Checked? {
        guard ["count", "isEmpty", "first", "last", "indices"].contains(name), isUserCollection(base.type),
            let index = userCollectionIndex(of: base.type), let element = userCollectionElement(of: base.type),
            let walk = try userCollectionWalk(of: base.type, at: location)
        else { return nil }
        if name == "last", case .nominal(let nominal) = base.type, !nominal.conformances.contains("BidirectionalCollection") {
            return nil
        }
        let evaluate = base.evaluate
        func pairs(_ execution: Execution) throws -> [(Value, Value)] {
            var pairs: [(Value, Value)] = []
            try walk(execution, try evaluate(execution)) { index, element in
                pairs.append((index, element))
                return true
            }
            return pairs
        }
        switch name {
        case "count": return Checked(.int) { .int(try pairs($0).count) }
        case "isEmpty":
            return Checked(.bool) { execution in
                var empty = true
                try walk(execution, try evaluate(execution)) { _, _ in
                    empty = false
                    return false
                }
                return .bool(empty)
            }
        case "first":
            return Checked(.optional(element)) { execution in
                var first: Value?
                try walk(execution, try evaluate(execution)) { _, element in
                    first = element
                    return false
                }
                return first.map(Value.some) ?? .none
            }
        case "last": return Checked(.optional(element)) { try pairs($0).last.map { .some($0.1) } ?? .none }
        default:
            return try userCollectionIndices(of: base, at: location) ?? Checked(.array(index)) { .array(try pairs($0).map(\.0)) }
        }
    }

    /// `grid.firstIndex(of:)`, `firstIndex(where:)`, `lastIndex(of:)`, `lastIndex(where:)`: the
    /// collection's own index, not a position in its elements.
    public func userCollectionIndexSearch(
        on base: Checked, _ name: String, _ arguments: [Argument], at location: SourceLocation
    ) throws -> Checked? {
        guard ["firstIndex", "lastIndex"].contains(name), arguments.count == 1, isUserCollection(base.type),
            let index = userCollectionIndex(of: base.type), let element = userCollectionElement(of: base.type),
            let walk = try userCollectionWalk(of: base.type, at: location)
        else { return nil }
        let matches: (Execution) throws -> (Value) throws -> Bool
        switch arguments[0].label {
        case "of":
            guard isEquatable(element) else { return nil }
            let target = try check(arguments[0].value, as: element, in: .argument).evaluate
            matches = { execution in
                let wanted = try target(execution)
                return { $0 == wanted }
            }
        case "where", nil:
            let predicate = try check(
                arguments[0].value, as: .function(parameters: [element], result: .bool), in: .argument).evaluate
            matches = { execution in
                guard case .function(let function) = try predicate(execution) else { preconditionFailure("checked as a function") }
                return { try function.invoke(execution, [$0]) == .bool(true) }
            }
        default:
            return nil
        }
        let evaluate = base.evaluate, first = name == "firstIndex"
        return Checked(.optional(index)) { execution in
            let test = try matches(execution)
            var found: Value?
            try walk(execution, try evaluate(execution)) { position, element in
                guard try test(element) else { return true }
                found = position
                return !first
            }
            return found.map(Value.some) ?? .none
        }
    }
}

extension Checker {
    /// `grid.indices`, Swift's default: `startIndex..<endIndex` for a random-access collection
    /// indexed by Int, else `DefaultIndices(_elements: grid, _startIndex:, _endIndex:)`, the
    /// collection read once into a hidden variable.
    func userCollectionIndices(of base: Checked, at location: SourceLocation) throws -> Checked? {
        guard let indices = userCollectionDefaultType("Indices", of: base.type) else { return nil }
        return try inNestedScope {
            let variable = try declareVariable(
                "indexed#\(location.line):\(location.column)", type: base.type, isConstant: true, at: location)
            func member(_ name: String) -> Expression {
                Expression(.member(base: Expression(.identifier(variable.name), at: location), name: name, nameLocation: location), at: location)
            }
            let start = try checkValue(member("startIndex")).evaluate
            let end = try checkValue(member("endIndex")).evaluate
            let (evaluate, slot) = (base.evaluate, variable.slot)
            let make: (Value, Value, Value) -> Value
            switch indices {
            case .range: make = { _, start, end in .range(lower: start.asInt, upper: end.asInt, closed: false) }
            case .nominal(let type): make = { elements, start, end in .structure(StructValue(type: type, fields: [elements, start, end])) }
            default: return nil
            }
            return Checked(indices) { execution in
                let elements = try evaluate(execution)
                execution.frame.store(Box(elements, bornIn: execution.journal), at: slot)
                return make(elements, try start(execution), try end(execution))
            }
        }
    }
}
