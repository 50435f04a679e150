import BindscopeRuntime

/// Whether two values are the same as a report sees them, when they may come from two states
/// of a session. `:undo` rebuilds the state, declaring every type again: a `Todo` before and
/// after is then a `NominalType` of its own, which `isIdentical` (by reference) never finds
/// equal. Here nominal types are compared by name, and an object by its stored properties
/// (the value from before is a frozen copy, `frozenObjects`, never the same reference).
extension Value {
    /// `acrossStates` false compares as `isIdentical` does, objects by reference (a write's
    /// old and new values share their objects).
    public func isSame(as other: Value, acrossStates: Bool, depth: Int = 0) -> Bool {
        func same(_ a: Value, _ b: Value) -> Bool { a.isSame(as: b, acrossStates: acrossStates, depth: depth) }
        guard acrossStates else { return isIdentical(to: other) }
        switch (self, other) {
        case (.some(let a), .some(let b)): return same(a, b)
        case (.array(let a), .array(let b)), (.tuple(let a), .tuple(let b)):
            return a.count == b.count && zip(a, b).allSatisfy(same)
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count && zip(a.keys, b.keys).allSatisfy(same) && zip(a.values, b.values).allSatisfy(same)
        case (.structure(let a), .structure(let b)):
            return a.type.name == b.type.name && a.fields.count == b.fields.count && zip(a.fields, b.fields).allSatisfy(same)
        case (.enumeration(let typeA, let a), .enumeration(let typeB, let b)):
            return typeA.name == typeB.name && a == b
        case (.enumerationWithPayload(let typeA, let a, let payloadA), .enumerationWithPayload(let typeB, let b, let payloadB)):
            return typeA.name == typeB.name && a == b && payloadA.count == payloadB.count && zip(payloadA, payloadB).allSatisfy(same)
        case (.existential(let a, let typeA), .existential(let b, let typeB)):
            return typeA.displayName == typeB.displayName && same(a, b)
        case (.object(let a), .object(let b)):
            if a === b { return true }
            // Objects that hold each other: past a few levels, no difference is looked for.
            guard depth < Self.objectDepth else { return true }
            guard case .structure(let fieldsA) = a.value, case .structure(let fieldsB) = b.value else { return false }
            return Value.structure(fieldsA).isSame(as: .structure(fieldsB), acrossStates: true, depth: depth + 1)
        default:
            return isIdentical(to: other)
        }
    }

    /// How many objects deep a comparison (and a report's parts) follows stored properties.
    public static let objectDepth = 4
}
