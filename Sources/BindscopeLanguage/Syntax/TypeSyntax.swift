/// A type as written: `Int`, `Person?`, `[String: Int]`, `Binding<Int>`, `WritableKeyPath<A, B>`.
public indirect enum TypeSyntax: Hashable, Sendable {
    /// A name with optional generic arguments: `Int`, `Binding<Int>`, `Optional<String>`.
    case named(String, genericArguments: [TypeSyntax], location: SourceLocation)
    /// `T?`
    case optional(TypeSyntax)
    /// `[T]`
    case array(TypeSyntax)
    /// `[K: V]`
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `(A, B) -> R`; closures' parameter and result types.
    case function(parameters: [TypeSyntax], result: TypeSyntax)
    /// `()` (`Void`)
    case void(location: SourceLocation)
    /// `(Int, String)`, `(x: Int, y: Int)`: two or more elements.
    case tuple([TupleTypeElement], location: SourceLocation)
    /// `inout T`: a parameter of a function type (`(inout Int) -> Void`).
    case `inout`(TypeSyntax, location: SourceLocation)
    /// `Shelf<String>.Items`: a type nested in a generic type's instance. (A plain
    /// `Outer.Inner` is one `named` type, its name kept whole.)
    case member(TypeSyntax, String, genericArguments: [TypeSyntax], location: SourceLocation)
    /// `some Shape`: an opaque type. A function's result of this type has the one concrete
    /// type its body returns; a parameter's is a generic parameter (see `Parser+OpaqueTypes`).
    case opaque(TypeSyntax, location: SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .named(_, _, let location), .void(let location), .tuple(_, let location), .inout(_, let location),
            .member(_, _, _, let location), .opaque(_, let location): location
        case .optional(let wrapped), .array(let wrapped): wrapped.location
        case .dictionary(let key, _): key.location
        case .function(let parameters, let result): parameters.first?.location ?? result.location
        }
    }
}

/// An element of a tuple type: `x: Int` or just `Int`.
public struct TupleTypeElement: Hashable, Sendable {
    public var label: String?
    public var type: TypeSyntax

    public init(label: String?, type: TypeSyntax) {
        self.label = label
        self.type = type
    }
}
