import BindscopeLanguage
import BindscopeRuntime

extension LibraryChecking {
    /// How dictionaries keyed by `key` find entries when its type declares `==`; nil when
    /// they hash the whole value (see `DeclaredKeyEquality`).
    public func declaredKeyEquality(of key: SessionType) -> DeclaredKeyEquality? {
        declaredEquality(of: key).map(DeclaredKeyEquality.init)
    }

    /// Two dictionaries are equal when they have as many entries and each key of one names an
    /// entry of the other with an equal value, by the declared `==` of whichever declares one.
    public func declaredDictionaryEquality(key: SessionType, value: SessionType) -> ((Execution) -> (Value, Value) throws -> Bool)? {
        let keyEquality = declaredEquality(of: key), valueEquality = declaredEquality(of: value)
        guard keyEquality != nil || valueEquality != nil else { return nil }
        return { execution in
            let equalKeys = keyEquality?(execution), equalValues = valueEquality?(execution)
            return { lhs, rhs in
                let (a, b) = (BuiltinMembers.dictionaryValue(lhs), BuiltinMembers.dictionaryValue(rhs))
                guard a.count == b.count else { return false }
                for (key, value) in zip(a.keys, a.values) {
                    guard let other = try b.value(for: key, by: equalKeys) else { return false }
                    if let equalValues {
                        if try !equalValues(value, other) { return false }
                    } else if value != other {
                        return false
                    }
                }
                return true
            }
        }
    }
}
