import BindscopeLanguage

/// `Dictionary`'s members.
extension BuiltinMembers {
    static let dictionary = MemberTable("Dictionary", [
        .property("count", "Int") { use in
            let evaluate = use.evaluate
            return Checked(.int) { .int(Checker.dictionary(try evaluate($0)).count) }
        },
        .property("isEmpty", "Bool") { use in
            let evaluate = use.evaluate
            return Checked(.bool) { .bool(Checker.dictionary(try evaluate($0)).count == 0) }
        },
        .property("keys", "[Key]") { use in
            guard case .dictionary(let key, _) = use.base.type else { preconditionFailure() }
            let evaluate = use.evaluate
            return Checked(.array(key)) { .array(Checker.dictionary(try evaluate($0)).keys) }
        },
        .property("values", "[Value]") { use in
            guard case .dictionary(_, let value) = use.base.type else { preconditionFailure() }
            let evaluate = use.evaluate
            return Checked(.array(value)) { .array(Checker.dictionary(try evaluate($0)).values) }
        },
        .method("removeValue(forKey:)", "(Key) -> Value?") { use in
            guard case .dictionary(let key, let value) = use.base.type else { preconditionFailure() }
            let keyEvaluate = try use.argument(0, as: key)
            let place = try use.mutablePlace()
            return Checked(.optional(value)) { execution in
                let keyValue = try keyEvaluate(execution)
                var removed: Value?
                try place.modify(execution) { dictionary in
                    // Removing an entry moves the ones after it: undo restores the whole
                    // dictionary, order included.
                    let old = dictionary
                    removed = dictionary.withDictionary { entries in
                        defer { entries[keyValue] = nil }
                        return entries[keyValue]
                    }
                    return { $0 = old }
                }
                return .optional(removed)
            }
        },
    ])
}

extension Checker {
    static func dictionary(_ value: Value) -> DictionaryValue {
        guard case .dictionary(let dictionary) = value else { preconditionFailure("expected a dictionary") }
        return dictionary
    }
}
