import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// How values of `type` compare with `==` when a session type declared its own
    /// (`static func == (a: Contact, b: Contact) -> Bool { a.id == b.id }`), also inside
    /// arrays, optionals and tuples: the library's `contains`, `firstIndex(of:)` and the
    /// collections' `==` then call it, as Swift's do. Nil when synthesized (structural)
    /// equality is what Swift uses, so those keep comparing values directly.
    public func declaredEquality(of type: SessionType) -> ((Execution) -> (Value, Value) throws -> Bool)? {
        switch type {
        case .nominal(let nominal):
            if let global = globalEquality(of: type) { return global }
            guard hasUserOperators, let overloads = userMembers(of: type)?.staticMethods["=="],
                let equal = overloads.first(where: { $0.parameters.map(\.localType) == [type, type] })
            else { return synthesizedEquality(of: nominal) }
            return { execution in
                { lhs, rhs in
                    guard let body = equal.body else { throw RuntimeError.fatal("operator '==' cannot run: its declaration failed") }
                    return try body.invoke(execution, [.metatype(type), lhs, rhs]).asBool
                }
            }
        case .array(let element), .view(.arraySlice, _, let element):
            guard let inner = declaredEquality(of: element) else { return nil }
            return { execution in
                let equal = inner(execution)
                return { lhs, rhs in
                    let (a, b) = (lhs.asArray, rhs.asArray)
                    guard a.count == b.count else { return false }
                    for (x, y) in zip(a, b) where try !equal(x, y) { return false }
                    return true
                }
            }
        case .set(let element):
            // Two sets are equal when each element of one is in the other, by the declared ==.
            guard let inner = declaredSetEquality(of: element) else { return nil }
            return { execution in
                let equality = inner(execution)
                return { lhs, rhs in
                    let (a, b) = (BuiltinMembers.setElements(lhs), BuiltinMembers.setElements(rhs))
                    return try a.count == b.count && equality.isSubset(a, of: b)
                }
            }
        case .dictionary(let key, let value):
            return declaredDictionaryEquality(key: key, value: value)
        case .optional(let wrapped):
            guard let inner = declaredEquality(of: wrapped) else { return nil }
            return { execution in
                let equal = inner(execution)
                return { lhs, rhs in
                    switch (lhs.optionalPayload, rhs.optionalPayload) {
                    case (nil, nil): true
                    case (let x?, let y?): try equal(x, y)
                    default: false
                    }
                }
            }
        case .tuple(_, let elements):
            let inners = elements.map(declaredEquality(of:))
            guard inners.contains(where: { $0 != nil }) else { return nil }
            return { execution in
                let equals = inners.map { $0?(execution) }
                return { lhs, rhs in
                    for (index, (x, y)) in zip(lhs.asTuple, rhs.asTuple).enumerated() {
                        if let equal = equals[index] {
                            if try !equal(x, y) { return false }
                        } else if x != y {
                            return false
                        }
                    }
                    return true
                }
            }
        default:
            return nil
        }
    }
}
