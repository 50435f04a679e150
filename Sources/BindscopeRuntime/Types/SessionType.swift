/// A type of the session language, as the checker knows it.
public indirect enum SessionType: Hashable {
    case int
    case double
    case string
    case bool
    case void
    /// `Any`: the parameter type of `print`, and the result of `as Any`.
    case any
    case anyHashable
    /// `any Error`: what `catch` binds and what `Result { try … }` fails with. Its values are
    /// existentials (`Value.existential`) that remember the concrete error's type.
    case error
    case optional(SessionType)
    case array(SessionType)
    case dictionary(key: SessionType, value: SessionType)
    /// A user `struct` or `enum`.
    case nominal(NominalType)
    case binding(SessionType)
    case state(SessionType)
    case keyPath(root: SessionType, value: SessionType)
    /// `Int8`…`Int64`, `UInt`, `UInt8`…`UInt64`.
    case sizedInteger(IntegerWidth)
    case float
    /// `KeyPath<Root, Value>`: a key path through a `let` or computed property, read only.
    case readOnlyKeyPath(root: SessionType, value: SessionType)
    case function(parameters: [SessionType], result: SessionType)
    /// `a..<b` (`closed: false`) or `a...b`.
    case range(SessionType, closed: Bool)
    /// The type of `Int.self` or of `type(of: x)`.
    case metatype(SessionType)
    /// `Transaction`, the value `withTransaction` and `Binding.transaction` traffic in.
    case transaction
    /// `Animation`, a plain value in this re-implementation.
    case animation
    /// `Character`: one extended grapheme cluster, what iterating a String gives.
    case character
    /// `String.Index`: a position in a String (`Value.stringIndex`).
    case stringIndex
    /// `Substring`: a piece of a String, held as its text (`Value.string`).
    case substring
    /// `Unicode.Scalar`: what iterating `unicodeScalars` gives (`Value.unicodeScalar`).
    case unicodeScalar
    /// `Set<Element>`: kept in insertion order (Swift's order is random per process).
    case set(SessionType)
    /// The lazy views the library returns (`reversed()`, `enumerated()`, `stride`): their
    /// elements are held as an array, in iteration order; the type says how Swift names and
    /// prints them.
    case view(SequenceView, base: SessionType, element: SessionType)
    /// `(Int, String)` or `(x: Int, y: Int)`: two or more elements, each with an optional label.
    case tuple(labels: [String?], elements: [SessionType])
    /// `inout T`, only ever a parameter of a `.function` type: the caller passes `&place`, the
    /// function gets the place's box (`Value.state`), as declared functions do.
    case inoutParameter(SessionType)
    /// `some Shape`, the result type of one function, method or computed property: its values
    /// are those of the one concrete type its body returns (see `OpaqueType`).
    case opaque(OpaqueType)

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type inside one level of `Optional`, or the type itself.
    public var unwrappedOnce: SessionType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The element type of an array (or of a binding to one, whose elements are bindings).
    public var elementType: SessionType {
        switch self {
        case .array(let element): element
        case .binding(.array(let element)): .binding(element)
        case .range(let bound, _): bound
        case .set(let element): element
        case .view(_, _, let element): element
        default: .any
        }
    }

    /// The `Value` of `Binding<Value>` or `State<Value>`.
    public var wrapperValueType: SessionType {
        switch self {
        case .binding(let value), .state(let value): value
        default: .any
        }
    }

    /// The index of a tuple element named `name`: its label, or its position (`0`, `1`…).
    public func tupleElementIndex(_ name: String) -> Int? {
        guard case .tuple(let labels, let elements) = self else { return nil }
        if let position = Int(name), elements.indices.contains(position), String(position) == name {
            return position
        }
        return labels.firstIndex { $0 == name }
    }

    /// The root and value types of a key path, writable or not.
    public var keyPathTypes: (root: SessionType, value: SessionType)? {
        switch self {
        case .keyPath(let root, let value), .readOnlyKeyPath(let root, let value): (root, value)
        default: nil
        }
    }

    public var isNumeric: Bool {
        switch self {
        case .int, .double, .sizedInteger, .float: true
        default: false
        }
    }

    /// `T` for `inout T`, else the type itself: what a parameter holds inside its function.
    public var withoutInout: SessionType {
        if case .inoutParameter(let type) = self { return type }
        return self
    }

    public var isInoutParameter: Bool {
        if case .inoutParameter = self { return true }
        return false
    }

    /// An `ArraySlice` of the array type given as the base.
    public static func arraySlice(of element: SessionType) -> SessionType {
        .view(.arraySlice, base: .array(element), element: element)
    }

    /// An array or an ArraySlice: elements held as an array either way.
    public var isArrayOrSlice: Bool {
        switch self {
        case .array, .view(.arraySlice, _, _): true
        default: false
        }
    }

    /// String and Substring: what `StringProtocol`'s members and `==` accept on either side.
    public var isText: Bool { self == .string || self == .substring }
}

/// Which of the library's lazy views a `.view` type is.
public enum SequenceView: Hashable {
    case reversed
    /// `xs.lazy`: `LazySequence<Array<Int>>`, the base's elements. What its `map` and
    /// `filter` give are arrays here (lazy views of their own in Swift, which print as such).
    case lazy
    case enumerated
    case strideTo
    case strideThrough
    /// `a[1...2]`, `prefix`, `dropFirst`…: `ArraySlice<Element>` (the base is the array type).
    /// Its elements are held without the base's indices, so index-based members are refused.
    case arraySlice
    /// `zip(a, b)`: `Zip2Sequence`; the base is the tuple of the two sequences' types, and its
    /// value the tuple of the two sequences (see the library's `Functions/Zip.swift`).
    case zip
    /// `s.indices`: `DefaultIndices<String>`, elements `String.Index`; its value is the string
    /// itself, whose indices are made where it is iterated.
    case stringIndices
    /// `s.utf8`, elements `UInt8`: not generic, named `String.UTF8View`.
    case utf8
    /// `s.utf16`, elements `UInt16`: named `String.UTF16View`.
    case utf16
    /// `s.unicodeScalars`, elements `Unicode.Scalar`: named `String.UnicodeScalarView`.
    case unicodeScalars
    /// `xs.makeIterator()`: `IndexingIterator<Array<Int>>`, the elements it has yet to give
    /// (see `IteratorMembers`).
    case iterator

    /// A view of a String's code units or scalars: not generic, nested in String.
    public var isStringView: Bool { self == .utf8 || self == .utf16 || self == .unicodeScalars }

    public var typeName: String {
        switch self {
        case .reversed: "ReversedCollection"
        case .lazy: "LazySequence"
        case .enumerated: "EnumeratedSequence"
        case .strideTo: "StrideTo"
        case .strideThrough: "StrideThrough"
        case .arraySlice: "ArraySlice"
        case .zip: "Zip2Sequence"
        case .stringIndices: "DefaultIndices"
        case .utf8: "UTF8View"
        case .utf16: "UTF16View"
        case .unicodeScalars: "UnicodeScalarView"
        case .iterator: "IndexingIterator"
        }
    }
}

extension SessionType {
    /// Whether `other` is this very value: the same case holding the same box (the enum is
    /// `indirect`, one word). Then the two are equal, found without walking them; when not,
    /// they may still be. Lines declared alike compare a type with the same one 100k times.
    public func isIdentical(to other: SessionType) -> Bool {
        unsafeBitCast(self, to: UInt.self) == unsafeBitCast(other, to: UInt.self)
    }

    /// `==`, answered by `isIdentical(to:)` when it can be: for the types compared once per
    /// declaration alike (a shared type, a variable's profile, a dependent's origin).
    public func equalsKnownFirstByIdentity(_ other: SessionType) -> Bool {
        isIdentical(to: other) || self == other
    }
}

extension SessionType {
    /// A range whose value is its two bounds (see the library's `Operators/TextRanges.swift`).
    public var isTextRange: Bool {
        guard case .range(let bound, _) = self else { return false }
        if case .nominal = bound { return true }
        return bound == .character || bound == .string
    }
}

extension SessionType {
    /// A class's instance type.
    public var isClassInstance: Bool { nominalType?.isClass ?? false }

    /// A class's instance, or a value of a class-only protocol (`protocol Delegate: AnyObject`).
    public var isClassBound: Bool {
        guard let nominal = nominalType else { return false }
        return nominal.isClass || (nominal.kind == .protocolType && nominal.conformances.contains("AnyObject"))
    }

    /// The session's own struct, enum or class this type is.
    public var nominalType: NominalType? {
        if case .nominal(let type) = self { return type }
        return nil
    }
}
