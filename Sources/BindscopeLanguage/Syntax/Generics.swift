/// `<Element>`, `<T: Comparable>`: a generic parameter as declared, with the protocols (or
/// superclass) its `:` names.
public struct GenericParameter: Hashable, Sendable {
    public var name: String
    public var location: SourceLocation
    public var constraints: [TypeSyntax]

    public init(name: String, location: SourceLocation, constraints: [TypeSyntax]) {
        self.name = name
        self.location = location
        self.constraints = constraints
    }
}

/// One requirement of a `where` clause: `T: Equatable` (a conformance) or
/// `T.Element == Int` (a same-type requirement).
public struct GenericRequirement: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case conformance(TypeSyntax)
        case sameType(TypeSyntax)
    }

    /// The constrained type as written: `T`, `T.Element`.
    public var subject: String
    public var kind: Kind
    public var location: SourceLocation

    public init(subject: String, kind: Kind, location: SourceLocation) {
        self.subject = subject
        self.kind = kind
        self.location = location
    }
}

/// A declaration's generic parameters and `where` clause.
public struct GenericSignature: Hashable, Sendable {
    public var parameters: [GenericParameter]
    public var requirements: [GenericRequirement]

    public init(parameters: [GenericParameter] = [], requirements: [GenericRequirement] = []) {
        self.parameters = parameters
        self.requirements = requirements
    }

    public var isEmpty: Bool { parameters.isEmpty && requirements.isEmpty }

    /// `<T: Comparable, U>`, for parser tests.
    public var debugText: String {
        guard !parameters.isEmpty else { return "" }
        return "<" + parameters.map { parameter in
            parameter.name + (parameter.constraints.isEmpty ? "" : ": " + parameter.constraints.map(\.debugDescription).joined(separator: " & "))
        }.joined(separator: ", ") + ">"
    }
}
