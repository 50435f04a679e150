import BindscopeRuntime

/// A value as it is now, kept to compare with the state after `:undo`, `:redo` or `:goto`.
/// A value type is kept by copying it (copy-on-write makes that O(1)); an object is a
/// reference, which `:redo` writes through (it runs the entries again on the same state), so
/// each object reachable from the value is copied into a box of its own, with the same
/// stored properties, themselves frozen. Objects that hold each other stay so in the copy.
extension Value {
    /// The value with each object it holds copied; itself when it holds none.
    public func frozenObjects() -> Value {
        var copies: [ObjectIdentifier: Box] = [:]
        return frozen(&copies) ?? self
    }

    /// Nil when nothing below holds an object (nothing is rebuilt then).
    private func frozen(_ copies: inout [ObjectIdentifier: Box]) -> Value? {
        switch self {
        case .object(let box):
            if let copy = copies[ObjectIdentifier(box)] { return .object(copy) }
            let copy = Box(box.value)
            copies[ObjectIdentifier(box)] = copy
            if let inside = box.value.frozen(&copies) { copy.value = inside }
            return .object(copy)
        case .some(let wrapped):
            return wrapped.frozen(&copies).map { .some($0) }
        case .array(let elements):
            return Self.frozen(elements, &copies).map { .array($0) }
        case .tuple(let elements):
            return Self.frozen(elements, &copies).map { .tuple($0) }
        case .structure(let structure):
            return Self.frozen(structure.fields, &copies).map { .structure(StructValue(type: structure.type, fields: $0)) }
        case .enumerationWithPayload(let type, let index, let payload):
            return Self.frozen(payload, &copies).map { .enumerationWithPayload(type, index, $0) }
        case .existential(let payload, let type):
            return payload.frozen(&copies).map { .existential($0, type) }
        case .dictionary(let dictionary):
            guard let values = Self.frozen(dictionary.values, &copies) else { return nil }
            return .dictionary(DictionaryValue(entries: Array(zip(dictionary.keys, values))))
        default:
            return nil
        }
    }

    private static func frozen(_ values: [Value], _ copies: inout [ObjectIdentifier: Box]) -> [Value]? {
        var result: [Value]? = nil
        for (index, value) in values.enumerated() {
            guard let copy = value.frozen(&copies) else { continue }
            if result == nil { result = values }
            result![index] = copy
        }
        return result
    }
}
