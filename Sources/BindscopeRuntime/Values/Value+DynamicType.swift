extension Value {
    /// The type a value has at run time, as far as the value itself tells. Only asked of the
    /// payloads of `Any` and `AnyHashable`, which record the static type they were made from.
    public var dynamicType: SessionType {
        switch self {
        case .int: .int
        case .double: .double
        case .sized(let number): .sizedInteger(number.width)
        case .float: .float
        case .bool: .bool
        case .string: .string
        case .substring: .substring
        case .void: .void
        case .existential(_, let type), .anyHashable(_, let type): type
        case .structure(let value): .nominal(value.type)
        case .object: .nominal(objectType)
        case .enumeration(let type, _), .enumerationWithPayload(let type, _, _): .nominal(type)
        case .transaction: .transaction
        case .animation: .animation
        case .character: .character
        case .stringIndex: .stringIndex
        case .unicodeScalar: .unicodeScalar
        case .set: .any
        case .metatype(let type): .metatype(type)
        case .range(_, _, let closed): .range(.int, closed: closed)
        case .none, .some, .array, .dictionary, .binding, .state, .keyPath, .function, .tuple: .any
        }
    }
}
