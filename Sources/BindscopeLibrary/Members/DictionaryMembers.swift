import BindscopeLanguage
import BindscopeRuntime

/// `Dictionary`'s members.
extension BuiltinMembers {
    public static let dictionary = MemberTable("Dictionary", dictionaryAccess + dictionaryTransforms + dictionarySequence + [iteratorMaker])

    private static let dictionaryAccess: [BuiltinMember] = [
        .property("count", "Int") { use in
            let evaluate = use.evaluate
            return Checked(.int) { .int(BuiltinMembers.dictionaryValue(try evaluate($0)).count) }
        },
        .property("isEmpty", "Bool") { use in
            let evaluate = use.evaluate
            return Checked(.bool) { .bool(BuiltinMembers.dictionaryValue(try evaluate($0)).count == 0) }
        },
        .property("keys", "[Key]") { use in
            guard case .dictionary(let key, _) = use.base.type else { preconditionFailure() }
            let evaluate = use.evaluate
            return Checked(.array(key)) { .array(BuiltinMembers.dictionaryValue(try evaluate($0)).keys) }
        },
        .property("values", "[Value]") { use in
            guard case .dictionary(_, let value) = use.base.type else { preconditionFailure() }
            let evaluate = use.evaluate
            return Checked(.array(value)) { .array(BuiltinMembers.dictionaryValue(try evaluate($0)).values) }
        },
        .method("removeValue(forKey:)", "(Key) -> Value?") { use in
            guard case .dictionary(let key, let value) = use.base.type else { preconditionFailure() }
            let keyEvaluate = try use.argument(0, as: key)
            let place = try use.mutablePlace()
            let declared = use.checker.declaredKeyEquality(of: key)
            return Checked(.optional(value)) { execution in
                let keyValue = try keyEvaluate(execution)
                var removed: Value?
                try place.modify(execution) { dictionary in
                    // Removing an entry moves the ones after it: undo restores the whole
                    // dictionary, order included.
                    let old = dictionary
                    let stored = try BuiltinMembers.dictionaryValue(dictionary).storedKey(for: keyValue, by: declared, in: execution)
                    removed = dictionary.withDictionary { entries in
                        defer { entries[stored] = nil }
                        return entries[stored]
                    }
                    return { $0 = old }
                }
                return .optional(removed)
            }
        },
    ]
}

extension BuiltinMembers {
    public static func dictionaryValue(_ value: Value) -> DictionaryValue {
        guard case .dictionary(let dictionary) = value else { preconditionFailure("expected a dictionary") }
        return dictionary
    }
}

/// Transforming and updating a dictionary.
extension BuiltinMembers {
    public static let dictionaryTransforms: [BuiltinMember] = [
        .method("mapValues(_:)", "((Value) -> T) -> [Key: T]", closure: true) { use in
            guard case .dictionary(let key, let value) = use.base.type else { preconditionFailure() }
            let (transform, result) = try use.inferredFunction(0, [value])
            let evaluate = use.evaluate
            return Checked(.dictionary(key: key, value: result)) { execution in
                let dictionary = BuiltinMembers.dictionaryValue(try evaluate(execution)), closure = try transform(execution)
                let values = try dictionary.values.map { try closure.invoke(execution, [$0]) }
                return .dictionary(DictionaryValue(entries: Array(zip(dictionary.keys, values))))
            }
        },
        .method("compactMapValues(_:)", "((Value) -> T?) -> [Key: T]", closure: true) { use in
            guard case .dictionary(let key, let value) = use.base.type else { preconditionFailure() }
            let (transform, result) = try use.inferredFunction(0, [value])
            guard case .optional(let wrapped) = result else {
                throw Diagnostic("cannot convert value of type '\(result.displayName)' to closure result type 'T?'", at: use.arguments[0].location)
            }
            let evaluate = use.evaluate
            return Checked(.dictionary(key: key, value: wrapped)) { execution in
                let dictionary = BuiltinMembers.dictionaryValue(try evaluate(execution)), closure = try transform(execution)
                var entries: [(Value, Value)] = []
                for (key, value) in zip(dictionary.keys, dictionary.values) {
                    if let kept = try closure.invoke(execution, [value]).optionalPayload { entries.append((key, kept)) }
                }
                return .dictionary(DictionaryValue(entries: entries))
            }
        },
        .method("updateValue(_:forKey:)", "(Value, Key) -> Value?") { use in
            guard case .dictionary(let key, let value) = use.base.type else { preconditionFailure() }
            let newValue = try use.argument(0, as: value), keyEvaluate = try use.argument(1, as: key)
            let place = try use.mutablePlace()
            let declared = use.checker.declaredKeyEquality(of: key)
            return Checked(.optional(value)) { execution in
                let stored = try newValue(execution), keyValue = try keyEvaluate(execution)
                var old: Value?
                try place.modify(execution) { dictionary in
                    let before = dictionary
                    // An equal key already there stays, as in Swift; only its value changes.
                    let storedKey = try BuiltinMembers.dictionaryValue(dictionary).storedKey(for: keyValue, by: declared, in: execution)
                    old = dictionary.withDictionary { entries in
                        defer { entries[storedKey] = stored }
                        return entries[storedKey]
                    }
                    return { $0 = before }
                }
                return .optional(old)
            }
        },
        merge("merge(_:uniquingKeysWith:)", mutating: true),
        merge("merging(_:uniquingKeysWith:)", mutating: false),
        describedByPrinter,
        debugDescribedByPrinter,
        .method("removeAll()", "()") { use in
            let place = try use.mutablePlace()
            return Checked(.void) { execution in
                try place.modify(execution) { dictionary in
                    let before = dictionary
                    dictionary = .dictionary(DictionaryValue())
                    return { $0 = before }
                }
                return .void
            }
        },
    ]
}

extension BuiltinMembers {
    /// `merge` / `merging`: the other dictionary's entries, `combine` choosing for a shared key.
    fileprivate static func merge(_ selector: String, mutating: Bool) -> BuiltinMember {
        .method(selector, "([Key: Value], (Value, Value) -> Value)", closure: true) { use in
            guard case .dictionary(let key, let value) = use.base.type else { preconditionFailure() }
            let other = try use.argument(0, as: use.base.type)
            let combine = try use.checker.binaryFunction(use.arguments[1], parameters: [value, value], result: value)
            let evaluate = use.evaluate, declared = use.checker.declaredKeyEquality(of: key)
            func merged(_ execution: Execution) throws -> Value {
                var result = BuiltinMembers.dictionaryValue(try evaluate(execution))
                let entries = BuiltinMembers.dictionaryValue(try other(execution)), choose = try combine(execution)
                for (key, new) in zip(entries.keys, entries.values) {
                    let key = try result.storedKey(for: key, by: declared, in: execution)
                    result[key] = try result[key].map { try choose($0, new) } ?? new
                }
                return .dictionary(result)
            }
            guard mutating else { return Checked(use.base.type, merged) }
            let place = try use.mutablePlace()
            return Checked(.void) { execution in
                let updated = try merged(execution)
                try place.modify(execution) { dictionary in
                    let old = dictionary
                    dictionary = updated
                    return { $0 = old }
                }
                return .void
            }
        }
    }
}
