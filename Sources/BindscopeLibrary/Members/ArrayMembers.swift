import BindscopeLanguage
import BindscopeRuntime

/// `Array`'s members. Mutating ones write in place through the receiver's place and journal
/// their inverse.
extension BuiltinMembers {
    public static let array = MemberTable(
        "Array", arrayProperties + arrayMutations + arraySubranges + arrayWhile + arraySearches + arrayTransforms + arrayFolding + arrayOrdering + arrayTuples + arrayRandom + [iteratorMaker])

    private static let arrayProperties: [BuiltinMember] = [
        .property("count", "Int") { use in
            let evaluate = use.evaluate
            return Checked(.int) { .int(try evaluate($0).asArray.count) }
        },
        .property("isEmpty", "Bool") { use in
            let evaluate = use.evaluate
            return Checked(.bool) { .bool(try evaluate($0).asArray.isEmpty) }
        },
        .property("first", "Element?") { use in
            let evaluate = use.evaluate
            let place = use.base.place?.appending(.fixed(.element(0)), immutability: .getOnly(name: use.name))
            return Checked(.optional(use.element), place: place) { .optional(try evaluate($0).asArray.first) }
        },
        .property("last", "Element?") { use in
            let evaluate = use.evaluate
            return Checked(.optional(use.element)) { .optional(try evaluate($0).asArray.last) }
        },
        .property("indices", "Range<Int>") { use in
            let evaluate = use.evaluate
            return Checked(.range(.int, closed: false)) {
                .range(lower: 0, upper: try evaluate($0).asArray.count, closed: false)
            }
        },
        .property("startIndex", "Int") { _ in Checked(.int) { _ in .int(0) } },
        describedByPrinter,
        debugDescribedByPrinter,
        .property("endIndex", "Int") { use in
            let evaluate = use.evaluate
            return Checked(.int) { .int(try evaluate($0).asArray.count) }
        },
        // An array's indices are its offsets: the index after `i` is `i + 1`, as in Swift
        // (which checks nothing either).
        .method("index(after:)", "(Int) -> Int") { use in
            let index = try use.argument(0, as: .int)
            return Checked(.int) { .int(try index($0).asInt + 1) }
        },
        .method("index(before:)", "(Int) -> Int") { use in
            let index = try use.argument(0, as: .int)
            return Checked(.int) { .int(try index($0).asInt - 1) }
        },
        .method("index(_:offsetBy:)", "(Int, Int) -> Int") { use in
            let (index, distance) = (try use.argument(0, as: .int), try use.argument(1, as: .int))
            return Checked(.int) { .int(try index($0).asInt + distance($0).asInt) }
        },
        // nil when `limit` lies between `i` and where the offset would go, as in Swift.
        .method("index(_:offsetBy:limitedBy:)", "(Int, Int, Int) -> Int?") { use in
            let (index, distance, limit) = (try use.argument(0, as: .int), try use.argument(1, as: .int), try use.argument(2, as: .int))
            return Checked(.optional(.int)) { execution in
                let (i, n, l) = (try index(execution).asInt, try distance(execution).asInt, try limit(execution).asInt)
                let room = l - i
                if n > 0 ? (room >= 0 && room < n) : (room <= 0 && n < room) { return .none }
                return .some(.int(i + n))
            }
        },
        .method("distance(from:to:)", "(Int, Int) -> Int") { use in
            let (start, end) = (try use.argument(0, as: .int), try use.argument(1, as: .int))
            return Checked(.int) { .int(try end($0).asInt - start($0).asInt) }
        },
    ]

    private static let arrayMutations: [BuiltinMember] = [
        .method("append(_:)", "(Element)") { use in
            let newElement = try use.argument(0, as: use.element)
            let place = try use.mutablePlace()
            return Checked(.void) { execution in
                let value = try newElement(execution)
                try place.modify(execution) { array in
                    array.withArray { $0.append(value) }
                    return { array in array.withArray { _ = $0.removeLast() } }
                }
                return .void
            }
        },
        .method("append(contentsOf:)", "([Element])") { use in
            let newElements = try use.sequence(0)
            let place = try use.mutablePlace()
            return Checked(.void) { execution in
                let values = try newElements(execution)
                try place.modify(execution) { array in
                    try execution.memoryLimit.checkArray(count: array.asArray.count, plus: values.count)
                    array.withArray { $0.append(contentsOf: values) }
                    return { array in array.withArray { $0.removeLast(values.count) } }
                }
                return .void
            }
        },
        .method("insert(_:at:)", "(Element, Int)") { use in
            let newElement = try use.argument(0, as: use.element)
            let index = try use.argument(1, as: .int)
            let place = try use.mutablePlace()
            return Checked(.void) { execution in
                let value = try newElement(execution)
                let position = try index(execution).asInt
                try place.modify(execution) { array in
                    try array.withArray { elements in
                        guard position >= 0, position <= elements.count else {
                            throw RuntimeError.fatal("Array index is out of range")
                        }
                        elements.insert(value, at: position)
                    }
                    return { array in array.withArray { _ = $0.remove(at: position) } }
                }
                return .void
            }
        },
        .method("remove(at:)", "(Int) -> Element") { use in
            let index = try use.argument(0, as: .int)
            let place = try use.mutablePlace()
            return Checked(use.element) { execution in
                let position = try index(execution).asInt
                var removed = Value.void
                try place.modify(execution) { array in
                    removed = try array.withArray { elements in
                        guard elements.indices.contains(position) else { throw RuntimeError.indexOutOfRange }
                        return elements.remove(at: position)
                    }
                    let old = removed
                    return { array in array.withArray { $0.insert(old, at: position) } }
                }
                return removed
            }
        },
        removeEnd("removeLast", last: true),
        removeEnd("removeFirst", last: false),
        .method("removeAll()", "()") { use in
            let place = try use.mutablePlace()
            return Checked(.void) { execution in
                try place.modify(execution) { array in
                    let old = array
                    array = .array([])
                    return { $0 = old }
                }
                return .void
            }
        },
    ]

    /// `removeLast()` / `removeFirst()`: trap on an empty array, in Swift's words.
    private static func removeEnd(_ name: String, last isLast: Bool) -> BuiltinMember {
        .method("\(name)()", "() -> Element") { use in
            let place = try use.mutablePlace()
            return Checked(use.element) { execution in
                var removed = Value.void
                try place.modify(execution) { array in
                    removed = try array.withArray { elements in
                        guard !elements.isEmpty else {
                            throw RuntimeError.fatal("Can't remove \(isLast ? "last" : "first") element from an empty collection")
                        }
                        return isLast ? elements.removeLast() : elements.removeFirst()
                    }
                    let old = removed
                    return { array in array.withArray { isLast ? $0.append(old) : $0.insert(old, at: 0) } }
                }
                return removed
            }
        }
    }

    private static let arraySearches: [BuiltinMember] = [
        .method("contains(_:)", "(Element) -> Bool") { use in
            try use.requireEquatableElement("instance method 'contains' on 'Sequence'")
            let needle = try use.argument(0, as: use.element)
            let evaluate = use.evaluate
            if let declared = use.checker.declaredEquality(of: use.element) {
                return Checked(.bool) { execution in
                    let elements = try evaluate(execution).asArray, target = try needle(execution), equal = declared(execution)
                    return .bool(try elements.contains { try equal($0, target) })
                }
            }
            return Checked(.bool) { execution in
                let elements = try evaluate(execution).asArray
                return .bool(elements.contains(try needle(execution)))
            }
        },
        predicateMethod("contains(where:)", "((Element) -> Bool) -> Bool", result: { _ in .bool }) { elements, matches in
            .bool(try elements.contains(where: matches))
        },
        predicateMethod("first(where:)", "((Element) -> Bool) -> Element?", result: { .optional($0) }) { elements, matches in
            .optional(try elements.first(where: matches))
        },
        predicateMethod("allSatisfy(_:)", "((Element) -> Bool) -> Bool", result: { _ in .bool }) { elements, matches in
            .bool(try elements.allSatisfy(matches))
        },
        .method("firstIndex(of:)", "(Element) -> Int?") { use in
            try use.requireEquatableElement("instance method 'firstIndex(of:)' on 'Collection'")
            let needle = try use.argument(0, as: use.element)
            let evaluate = use.evaluate
            if let declared = use.checker.declaredEquality(of: use.element) {
                return Checked(.optional(.int)) { execution in
                    let elements = try evaluate(execution).asArray, target = try needle(execution), equal = declared(execution)
                    return .optional(try elements.firstIndex { try equal($0, target) }.map(Value.int))
                }
            }
            return Checked(.optional(.int)) { execution in
                let elements = try evaluate(execution).asArray
                return .optional(elements.firstIndex(of: try needle(execution)).map(Value.int))
            }
        },
        predicateMethod("firstIndex(where:)", "((Element) -> Bool) -> Int?", result: { _ in .optional(.int) }) { elements, matches in
            .optional(try elements.firstIndex(where: matches).map(Value.int))
        },
        extremum("min"),
        extremum("max"),
    ]

    private static let arrayTransforms: [BuiltinMember] = [
        predicateMethod("filter(_:)", "((Element) -> Bool) -> [Element]", result: { .array($0) }) { elements, matches in
            .array(try elements.filter(matches))
        },
        .method("map(_:)", "((Element) -> T) -> [T]", closure: true) { use in
            let evaluate = use.evaluate
            return try use.checker.mapCall(elementType: use.element, use.arguments[0], expecting: use.expected, at: use.location) {
                try evaluate($0).asArray
            }
        },
        .method("sorted()", "() -> [Element]") { use in
            let order = try use.requireComparableElement("sorted()")
            let evaluate = use.evaluate
            return Checked(.array(use.element)) { execution in
                .array(try evaluate(execution).asArray.sorted(by: order(execution)))
            }
        },
        .method("sorted(by:)", "((Element, Element) -> Bool) -> [Element]", closure: true) { use in
            let comparator = try use.checker.orderingFunction(use.arguments[0], element: use.element, at: use.location)
            let evaluate = use.evaluate
            return Checked(.array(use.element)) { execution in
                let elements = try evaluate(execution).asArray
                let areInIncreasingOrder = try comparator(execution)
                return .array(try elements.sorted { try areInIncreasingOrder($0, $1) })
            }
        },
        .method("starts(with:)", "([Element]) -> Bool") { use in
            try use.requireEquatableElement("instance method 'starts(with:)' on 'Sequence'")
            let prefix = try use.sequence(0)
            let evaluate = use.evaluate, declared = use.checker.declaredEquality(of: use.element)
            return Checked(.bool) { execution in
                let elements = try evaluate(execution).asArray, start = try prefix(execution)
                guard let equal = declared?(execution) else { return .bool(elements.starts(with: start)) }
                return .bool(try elements.starts(with: start, by: equal))
            }
        },
        .method("elementsEqual(_:)", "([Element]) -> Bool") { use in
            try use.requireEquatableElement("instance method 'elementsEqual' on 'Sequence'")
            let other = try use.sequence(0)
            let evaluate = use.evaluate, declared = use.checker.declaredEquality(of: use.element)
            return Checked(.bool) { execution in
                let elements = try evaluate(execution).asArray, others = try other(execution)
                guard let equal = declared?(execution) else { return .bool(elements.elementsEqual(others)) }
                return .bool(try elements.elementsEqual(others, by: equal))
            }
        },
        joined("joined()"),
        joined("joined(separator:)"),
    ]

    /// A method taking one `(Element) -> Bool` closure.
    public static func predicateMethod(
        _ selector: String, _ type: String, result: @escaping @Sendable (SessionType) -> SessionType,
        _ body: @escaping @Sendable ([Value], (Value) throws -> Bool) throws -> Value
    ) -> BuiltinMember {
        .method(selector, type, closure: true) { use in
            let predicate = try use.function(0, [use.element], .bool)
            let evaluate = use.evaluate
            return Checked(result(use.element)) { execution in
                let elements = try evaluate(execution).asArray
                let closure = try predicate(execution)
                return try body(elements) { try closure.invoke(execution, [$0]).asBool }
            }
        }
    }

    private static func extremum(_ name: String) -> BuiltinMember {
        let isMinimum = name == "min"
        return .method("\(name)()", "() -> Element?") { use in
            let order = try use.requireComparableElement("\(name)()")
            let evaluate = use.evaluate
            return Checked(.optional(use.element)) { execution in
                let elements = try evaluate(execution).asArray
                let less = order(execution)
                return .optional(try isMinimum ? elements.min(by: less) : elements.max(by: less))
            }
        }
    }

    private static func joined(_ selector: String) -> BuiltinMember {
        .method(selector, "(String) -> String") { use in
            if use.arguments.isEmpty, case .array(let inner) = use.element {
                // `grid.joined()`: the rows' elements in order. (Swift gives a lazy
                // FlattenSequence, which prints differently; here it is an array.)
                let evaluate = use.evaluate
                return Checked(.array(inner)) { execution in
                    let rows = try evaluate(execution).asArray
                    try execution.memoryLimit.checkArray(count: rows.reduce(0) { $0 &+ $1.asArray.count })
                    return .array(rows.flatMap(\.asArray))
                }
            }
            if use.arguments.count == 1, case .array(let inner) = use.element {
                // `grid.joined(separator: [0])`: the rows with the separator's elements between
                // them (a lazy JoinedSequence in Swift; an array here, as for `joined()`).
                let separator = try use.argument(0, as: .array(inner))
                let evaluate = use.evaluate
                return Checked(.array(inner)) { execution in
                    let between = try separator(execution).asArray
                    let rows = try evaluate(execution).asArray.map(\.asArray)
                    try execution.memoryLimit.checkArray(count: rows.reduce(0) { $0 &+ $1.count } &+ between.count &* max(0, rows.count - 1))
                    return .array(Array(rows.joined(separator: between)))
                }
            }
            // Any StringProtocol: Strings, or the Substrings `split` gives.
            guard use.element == .string || use.element == .substring else {
                throw Diagnostic("referencing instance method 'joined(separator:)' on 'Sequence' requires the types '\(use.element.displayName)' and 'String' be equivalent", at: use.location)
            }
            let separator = use.arguments.isEmpty ? nil : try use.argument(0, as: .string)
            let evaluate = use.evaluate
            return Checked(.string) { execution in
                let parts = try evaluate(execution).asArray.map(\.asString)
                let between = try separator?(execution).asString ?? ""
                try execution.memoryLimit.checkString(bytes: parts.reduce(0) { $0 &+ $1.utf8.count } &+ between.utf8.count &* max(0, parts.count - 1))
                return .string(parts.joined(separator: between))
            }
        }
    }
}

extension MemberUse {
    public func requireEquatableElement(_ what: String) throws {
        guard checker.isEquatable(element) else {
            throw Diagnostic("referencing \(what) requires that '\(element.displayName)' conform to 'Equatable'", at: location)
        }
    }

    /// The elements' `<` (see `Checker.ascendingOrder`), or Swift's error when they have none.
    public func requireComparableElement(_ method: String) throws -> (Execution) -> (Value, Value) throws -> Bool {
        guard let order = checker.ascendingOrder(of: element) else {
            throw Diagnostic("referencing instance method '\(method)' on 'Sequence' requires that '\(element.displayName)' conform to 'Comparable'", at: location)
        }
        return order
    }
}

extension MemberUse {
    /// An argument that is any sequence of the elements (an array literal takes their type):
    /// its elements at run time.
    public func sequence(_ index: Int) throws -> (Execution) throws -> [Value] {
        let argument = arguments[index]
        if case .arrayLiteral = argument.value.kind {
            let evaluate = try self.argument(index, as: .array(element))
            return { try evaluate($0).asArray }
        }
        let (type, elements) = try checker.sequenceElements(argument)
        guard type == element else {
            throw Diagnostic(ConversionContext.argument.mismatch(type, element), at: argument.location)
        }
        return elements
    }
}
