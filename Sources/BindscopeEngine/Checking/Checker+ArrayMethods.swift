import BindscopeLanguage

/// Methods of arrays (and of ranges, which share `map` and `filter`). Mutating ones write in
/// place through the receiver's place and journal their inverse.
extension Checker {
    func arrayMethod(
        _ base: Checked, element: SessionType, _ name: String, _ arguments: [Argument],
        at location: SourceLocation
    ) throws -> Checked? {
        let evaluate = base.evaluate
        var labels = arguments.map(\.label)
        // A trailing closure fills the closure parameter: `xs.contains { $0 > 8 }` is
        // `contains(where:)`, `xs.sorted { $0 > $1 }` is `sorted(by:)`.
        let closureLabels = ["contains": "where", "first": "where", "firstIndex": "where", "sorted": "by"]
        if let label = closureLabels[name], labels == [nil], case .closure = arguments[0].value.kind {
            labels = [label]
        }
        switch (name, labels) {
        case ("append", [nil]):
            let newElement = try check(arguments[0].value, as: element, in: .argument).evaluate
            let place = try mutablePlace(base, name, at: location)
            return Checked(.void) { execution in
                let value = try newElement(execution)
                try place.modify(execution) { array in
                    array.withArray { $0.append(value) }
                    return { array in array.withArray { _ = $0.removeLast() } }
                }
                return .void
            }
        case ("append", ["contentsOf"]):
            let newElements = try check(arguments[0].value, as: .array(element), in: .argument).evaluate
            let place = try mutablePlace(base, name, at: location)
            return Checked(.void) { execution in
                let values = try newElements(execution).asArray
                try place.modify(execution) { array in
                    array.withArray { $0.append(contentsOf: values) }
                    return { array in array.withArray { $0.removeLast(values.count) } }
                }
                return .void
            }
        case ("insert", [nil, "at"]):
            let newElement = try check(arguments[0].value, as: element, in: .argument).evaluate
            let index = try check(arguments[1].value, as: .int, in: .argument).evaluate
            let place = try mutablePlace(base, name, at: location)
            return Checked(.void) { execution in
                let value = try newElement(execution)
                let position = try index(execution).asInt
                try place.modify(execution) { array in
                    try array.withArray { elements in
                        guard position >= 0, position <= elements.count else {
                            throw RuntimeError("Fatal error: Array index is out of range")
                        }
                        elements.insert(value, at: position)
                    }
                    return { array in array.withArray { _ = $0.remove(at: position) } }
                }
                return .void
            }
        case ("remove", ["at"]):
            let index = try check(arguments[0].value, as: .int, in: .argument).evaluate
            let place = try mutablePlace(base, name, at: location)
            return Checked(element) { execution in
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
        case ("removeLast", []), ("removeFirst", []):
            let isLast = name == "removeLast"
            let place = try mutablePlace(base, name, at: location)
            return Checked(element) { execution in
                var removed = Value.void
                try place.modify(execution) { array in
                    removed = try array.withArray { elements in
                        guard !elements.isEmpty else {
                            throw RuntimeError("Fatal error: Can't remove \(isLast ? "last" : "first") element from an empty collection")
                        }
                        return isLast ? elements.removeLast() : elements.removeFirst()
                    }
                    let old = removed
                    return { array in array.withArray { isLast ? $0.append(old) : $0.insert(old, at: 0) } }
                }
                return removed
            }
        case ("removeAll", []):
            let place = try mutablePlace(base, name, at: location)
            return Checked(.void) { execution in
                try place.modify(execution) { array in
                    let old = array
                    array = .array([])
                    return { $0 = old }
                }
                return .void
            }
        case ("contains", [nil]):
            guard isEquatable(element) else {
                throw Diagnostic("referencing instance method 'contains' on 'Sequence' requires that '\(element.displayName)' conform to 'Equatable'", at: location)
            }
            let needle = try check(arguments[0].value, as: element, in: .argument).evaluate
            return Checked(.bool) { execution in
                let elements = try evaluate(execution).asArray
                return .bool(elements.contains(try needle(execution)))
            }
        case ("contains", ["where"]), ("first", ["where"]), ("filter", [nil]), ("allSatisfy", [nil]):
            let predicate = try check(arguments[0].value, as: .function(parameters: [element], result: .bool), in: .argument).evaluate
            let resultType: SessionType = switch name {
            case "first": .optional(element)
            case "filter": .array(element)
            default: .bool
            }
            return Checked(resultType) { execution in
                let elements = try evaluate(execution).asArray
                guard case .function(let closure) = try predicate(execution) else { preconditionFailure() }
                func matches(_ value: Value) throws -> Bool { try closure.invoke(execution, [value]).asBool }
                switch name {
                case "first": return .optional(try elements.first(where: matches))
                case "filter": return .array(try elements.filter(matches))
                case "allSatisfy": return .bool(try elements.allSatisfy(matches))
                default: return .bool(try elements.contains(where: matches))
                }
            }
        case ("map", [nil]):
            return try mapCall(elementType: element, arguments[0], at: location) { try evaluate($0).asArray }
        case ("firstIndex", ["of"]):
            guard isEquatable(element) else {
                throw Diagnostic("referencing instance method 'firstIndex(of:)' on 'Collection' requires that '\(element.displayName)' conform to 'Equatable'", at: location)
            }
            let needle = try check(arguments[0].value, as: element, in: .argument).evaluate
            return Checked(.optional(.int)) { execution in
                let elements = try evaluate(execution).asArray
                return .optional(elements.firstIndex(of: try needle(execution)).map(Value.int))
            }
        case ("sorted", ["by"]):
            let comparator = try orderingFunction(arguments[0], element: element, at: location)
            return Checked(.array(element)) { execution in
                let elements = try evaluate(execution).asArray
                let areInIncreasingOrder = try comparator(execution)
                return .array(try elements.sorted { try areInIncreasingOrder($0, $1) })
            }
        case ("firstIndex", ["where"]):
            let predicate = try check(arguments[0].value, as: .function(parameters: [element], result: .bool), in: .argument).evaluate
            return Checked(.optional(.int)) { execution in
                let elements = try evaluate(execution).asArray
                guard case .function(let closure) = try predicate(execution) else { preconditionFailure() }
                return .optional(try elements.firstIndex { try closure.invoke(execution, [$0]).asBool }.map(Value.int))
            }
        case ("min", []), ("max", []), ("sorted", []):
            guard isComparable(element) else {
                throw Diagnostic("referencing instance method '\(name)()' on 'Sequence' requires that '\(element.displayName)' conform to 'Comparable'", at: location)
            }
            return Checked(name == "sorted" ? .array(element) : .optional(element)) { execution in
                let elements = try evaluate(execution).asArray
                switch name {
                case "min": return .optional(elements.min(by: Value.less))
                case "max": return .optional(elements.max(by: Value.less))
                default: return .array(elements.sorted(by: Value.less))
                }
            }
        case ("joined", ["separator"]), ("joined", []):
            guard element == .string else {
                throw Diagnostic("referencing instance method 'joined(separator:)' on 'Sequence' requires the types '\(element.displayName)' and 'String' be equivalent", at: location)
            }
            let separator = try arguments.first.map { try check($0.value, as: .string, in: .argument).evaluate }
            return Checked(.string) { execution in
                let parts = try evaluate(execution).asArray.map(\.asString)
                return .string(parts.joined(separator: try separator?(execution).asString ?? ""))
            }
        default:
            return nil
        }
    }

    /// `sequence.map { … }`: the closure's result type is inferred from its body.
    private func mapCall(
        elementType: SessionType, _ argument: Argument, at location: SourceLocation,
        elements: @escaping (Execution) throws -> [Value]
    ) throws -> Checked {
        guard argument.label == nil else {
            throw Diagnostic("extraneous argument label '\(argument.label!):' in call", at: argument.location)
        }
        if case .keyPath = argument.value.kind {
            // `todos.map(\.title)`: a key path used as a function.
            let keyPath = try check(argument.value, expecting: .keyPath(root: elementType, value: .any))
            guard case .keyPath(elementType, let result) = keyPath.type else {
                throw Diagnostic(ConversionContext.argument.mismatch(keyPath.type, .keyPath(root: elementType, value: .any)), at: argument.location)
            }
            let path = keyPath.evaluate
            return Checked(.array(result)) { execution in
                guard case .keyPath(let value) = try path(execution) else { preconditionFailure() }
                return .array(try elements(execution).map { element in
                    try element.read(value.steps[...], in: execution) ?? .none
                })
            }
        }
        let transform = try check(argument.value, expecting: .function(parameters: [elementType], result: .any))
        guard case .function([elementType], let result) = transform.type else {
            throw Diagnostic(ConversionContext.argument.mismatch(transform.type, .function(parameters: [elementType], result: .any)), at: argument.location)
        }
        let evaluate = transform.evaluate
        return Checked(.array(result)) { execution in
            guard case .function(let closure) = try evaluate(execution) else { preconditionFailure() }
            return .array(try elements(execution).map { try closure.invoke(execution, [$0]) })
        }
    }

    func rangeMethod(_ base: Checked, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        let evaluate = base.evaluate
        switch (name, arguments.map(\.label)) {
        case ("contains", [nil]):
            let needle = try check(arguments[0].value, as: .int, in: .argument).evaluate
            return Checked(.bool) { execution in
                guard case .range(let lower, let upper, let closed) = try evaluate(execution) else { preconditionFailure() }
                let value = try needle(execution).asInt
                return .bool(value >= lower && (closed ? value <= upper : value < upper))
            }
        case ("map", [nil]):
            return try mapCall(elementType: .int, arguments[0], at: location) { try Checker.elements(of: evaluate($0)).asArray }
        case ("filter", [nil]):
            let predicate = try check(arguments[0].value, as: .function(parameters: [.int], result: .bool), in: .argument).evaluate
            return Checked(.array(.int)) { execution in
                guard case .function(let closure) = try predicate(execution) else { preconditionFailure() }
                return .array(try Checker.elements(of: evaluate(execution)).asArray.filter { try closure.invoke(execution, [$0]).asBool })
            }
        default:
            return nil
        }
    }

    /// `sorted(by:)`'s argument: a closure, or the operator `<` or `>` used as a function.
    private func orderingFunction(
        _ argument: Argument, element: SessionType, at location: SourceLocation
    ) throws -> (Execution) throws -> (Value, Value) throws -> Bool {
        if case .identifier(let op) = argument.value.kind, op == "<" || op == ">" {
            guard isComparable(element) else {
                throw Diagnostic("referencing operator function '\(op)' on 'Comparable' requires that '\(element.displayName)' conform to 'Comparable'", at: argument.location)
            }
            let ascending = op == "<"
            return { _ in { ascending ? Value.less($0, $1) : Value.less($1, $0) } }
        }
        let comparator = try check(
            argument.value, as: .function(parameters: [element, element], result: .bool), in: .argument
        ).evaluate
        return { execution in
            guard case .function(let closure) = try comparator(execution) else { preconditionFailure() }
            return { try closure.invoke(execution, [$0, $1]).asBool }
        }
    }
}
