// Structural equality and hashing. The checker only lets `==` and dictionary keys through for
// types Swift considers Equatable/Hashable, so here every pair compared has the same type.

extension Value: Hashable {
    public static func == (lhs: Value, rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.sized(let a), .sized(let b)): a == b
        case (.float(let a), .float(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        // A Substring equals one with the same characters, wherever either lies in its base.
        case (.substring(let a), .substring(let b)): a.text == b.text
        case (.substring(let a), .string(let b)), (.string(let b), .substring(let a)): a.text == b
        case (.void, .void), (.none, .none): true
        case (.some(let a), .some(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)):
            a.count == b.count && a.keys.allSatisfy { a[$0] == b[$0] }
        case (.structure(let a), .structure(let b)):
            a.type === b.type && (a.type.lazyStorageFields.isEmpty ? a.fields == b.fields : a.fieldsEqualBesideLazyStorage(b))
        case (.enumeration(let typeA, let a), .enumeration(let typeB, let b)): typeA === typeB && a == b
        case (.enumerationWithPayload(let typeA, let a, let payloadA), .enumerationWithPayload(let typeB, let b, let payloadB)):
            typeA === typeB && a == b && payloadA == payloadB
        case (.range(let a0, let a1, let ac), .range(let b0, let b1, let bc)):
            a0 == b0 && a1 == b1 && ac == bc
        case (.metatype(let a), .metatype(let b)): a == b
        case (.keyPath(let a), .keyPath(let b)): a == b
        case (.existential(let a, let typeA), .existential(let b, let typeB)): typeA == typeB && a == b
        // AnyHashable compares its bases: AnyHashable(1) == AnyHashable(1), but not AnyHashable("1").
        case (.anyHashable(let a, let typeA), .anyHashable(let b, let typeB)):
            // AnyHashable compares numbers by value across types: AnyHashable(1) == AnyHashable(1.0).
            typeA == typeB ? a == b : (a.numericValue.map { $0 == b.numericValue } ?? false)
        case (.transaction(let a), .transaction(let b)):
            a.animation == b.animation && a.disablesAnimations == b.disablesAnimations
                && a.isContinuous == b.isContinuous
        case (.animation(let a), .animation(let b)): a == b
        case (.character(let a), .character(let b)): a == b
        case (.stringIndex(let a), .stringIndex(let b)): a == b
        case (.unicodeScalar(let a), .unicodeScalar(let b)): a == b
        // Sets are equal when they hold the same elements, in any order.
        case (.set(let a), .set(let b)): a.count == b.count && a.allSatisfy { b.contains($0) }
        case (.tuple(let a), .tuple(let b)): a == b
        // Without a declared `==`, instances are compared by identity (`===`).
        case (.object(let a), .object(let b)): a === b
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .int(let value): hasher.combine(value)
        case .double(let value): hasher.combine(value)
        case .sized(let value): hasher.combine(value)
        case .float(let value): hasher.combine(value)
        case .bool(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .substring(let slice): hasher.combine(slice.text)
        case .void, .none: hasher.combine(0)
        case .some(let wrapped): hasher.combine(wrapped)
        case .array(let elements): hasher.combine(elements)
        case .dictionary(let dictionary): hasher.combine(dictionary.count)
        case .structure(let value):
            if value.type.lazyStorageFields.isEmpty {
                hasher.combine(value.fields)
            } else {
                for (index, field) in value.fields.enumerated() where !value.type.lazyStorageFields.contains(index) {
                    hasher.combine(field)
                }
            }
        case .enumeration(_, let index): hasher.combine(index)
        case .enumerationWithPayload(_, let index, let payload): hasher.combine(index); hasher.combine(payload)
        case .range(let lower, let upper, _): hasher.combine(lower); hasher.combine(upper)
        case .metatype(let type): hasher.combine(type)
        case .keyPath(let keyPath): hasher.combine(keyPath)
        case .anyHashable(let value, _):
            if let number = value.numericValue { hasher.combine(number) } else { hasher.combine(value) }
        case .existential(let value, _): hasher.combine(value)
        case .transaction(let value): hasher.combine(value.animation)
        case .animation(let value): hasher.combine(value)
        case .character(let value): hasher.combine(value)
        case .stringIndex(let value): hasher.combine(value)
        case .unicodeScalar(let value): hasher.combine(value)
        case .set(let elements): hasher.combine(elements.count)
        case .tuple(let elements): hasher.combine(elements)
        case .object(let box): hasher.combine(ObjectIdentifier(box))
        case .binding, .state, .function: hasher.combine(1)
        }
    }
}

extension Value {
    /// Ints and Doubles as one number, for AnyHashable's cross-type comparison.
    public var numericValue: Double? {
        switch self {
        case .int(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }
}

extension StructValue {
    /// Swift's synthesized `==` and `hash(into:)` leave out a `lazy var`'s storage: two
    /// values differing only in whether it was read yet are equal.
    public func fieldsEqualBesideLazyStorage(_ other: StructValue) -> Bool {
        fields.indices.allSatisfy { type.lazyStorageFields.contains($0) || fields[$0] == other.fields[$0] }
    }
}
