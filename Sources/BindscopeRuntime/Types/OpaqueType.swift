import BindscopeLanguage

/// `some Shape` as the result type of one function, method or computed property (SE-0244).
/// Its body's returns decide one concrete type, the underlying type, whose values its values
/// are; callers see only what the constraint promises. A class compared by identity: two
/// results of one declaration have the same type (`makeID() == makeID()`), two declarations'
/// results do not, even when they return the same concrete type.
public final class OpaqueType: Hashable {
    /// `some Shape`, `some Equatable & Hashable`: how Swift spells it in diagnostics.
    public let spelling: String
    /// The protocols it promises, by name: the session's and the library's.
    public let protocolNames: [String]
    /// `some Animal` where `Animal` is a class: the underlying type is it or a subclass.
    public let superclass: NominalType?
    /// The declaration whose result it is, as diagnostics name it: `local function 'make()'`.
    public let owner: String
    /// Its bare name, as a conflict between two opaque types names it ("result type of 'make'").
    public let ownerName: String
    /// The declaration's name, where a mismatch of its returns is reported.
    public let location: SourceLocation
    /// Set by the first `return` its body checks; every other return must agree.
    public var underlying: SessionType?
    /// `some Collection<Int>`: the element type its constraint names.
    public var element: SessionType?
    /// That first return's value, which a mismatch's note points at.
    public var firstReturn: SourceLocation

    public init(
        spelling: String, protocolNames: [String], superclass: NominalType?, owner: String, ownerName: String,
        location: SourceLocation
    ) {
        self.spelling = spelling
        self.protocolNames = protocolNames
        self.superclass = superclass
        self.owner = owner
        self.ownerName = ownerName
        self.location = location
        self.firstReturn = location
    }

    /// The underlying type, once a return has decided it (`Any` before).
    public var underlyingType: SessionType { underlying ?? .any }

    public static func == (lhs: OpaqueType, rhs: OpaqueType) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
