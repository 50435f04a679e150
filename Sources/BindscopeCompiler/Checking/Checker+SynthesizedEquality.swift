import BindscopeRuntime

// A struct's synthesized `==` compares its stored properties each by its own `==`: a field
// whose type declares one (a class with `static func ==`, a global `func ==`) is compared by
// it, not by identity or structure as the values themselves would be.

extension Checker {
    /// The synthesized equality of a struct whose fields include one with a declared `==`;
    /// nil when comparing the values structurally is the same (see `declaredEquality`).
    func synthesizedEquality(of type: NominalType) -> ((Execution) -> (Value, Value) throws -> Bool)? {
        guard type.kind == .structure, !type.isClass, type.conformances.contains("Equatable") || type.conformances.contains("Hashable"),
            !synthesizingEquality.contains(ObjectIdentifier(type))
        else { return nil }
        // A struct holding itself (through an array) compares the inner ones structurally.
        synthesizingEquality.insert(ObjectIdentifier(type))
        defer { synthesizingEquality.remove(ObjectIdentifier(type)) }
        let fields = type.storedProperties.map { declaredEquality(of: $0.type) }
        guard fields.contains(where: { $0 != nil }) else { return nil }
        return { execution in
            let equals = fields.map { $0?(execution) }
            return { lhs, rhs in
                guard case .structure(let a) = lhs, case .structure(let b) = rhs, a.fields.count == b.fields.count else {
                    return lhs == rhs
                }
                for (index, (x, y)) in zip(a.fields, b.fields).enumerated() {
                    if let equal = index < equals.count ? equals[index] : nil {
                        if try !equal(x, y) { return false }
                    } else if x != y {
                        return false
                    }
                }
                return true
            }
        }
    }
}
