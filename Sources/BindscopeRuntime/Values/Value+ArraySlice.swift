extension Value {
    /// An `ArraySlice`: the index of its first element in its base array, and its elements
    /// (`xs.dropFirst(2)` starts at 2, as in Swift, so its indices are the base's).
    public static func arraySlice(start: Int, _ elements: [Value]) -> Value {
        .tuple([.int(start), .array(elements)])
    }

    /// A slice's start and elements. A slice rebuilt from its elements alone (the base of a
    /// view being printed) counts from 0.
    public var arraySliceParts: (start: Int, elements: [Value]) {
        switch self {
        case .tuple(let parts): (parts[0].asInt, parts[1].asArray)
        case .array(let elements): (0, elements)
        default: preconditionFailure("checked as an ArraySlice, found \(self)")
        }
    }
}
