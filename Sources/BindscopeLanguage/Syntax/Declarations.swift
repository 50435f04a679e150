/// `struct Name: Protocols { members }`
public struct StructDeclaration: Hashable, Sendable {
    public var name: String
    public var nameLocation: SourceLocation
    /// For a class, the superclass (when it is one) comes first, as Swift requires.
    public var conformances: [TypeSyntax]
    public var members: [MemberDeclaration]
    /// `class Name { … }`: the same shape as a struct's, with reference semantics.
    public var isClass: Bool
    /// `final class`: no subclass may inherit from it.
    public var isFinal: Bool
    /// `struct Stack<Element>`: its generic parameters and `where` clause.
    public var generics = GenericSignature()
    /// Attributes written before the declaration: `propertyWrapper`, `dynamicMemberLookup`.
    public var attributes: [String] = []
    /// A generic type's nested types and type aliases (`struct Outer<Value> { class Storage
    /// { … } }`), named `Outer.Storage`: declared with each of its instances, the outer
    /// parameters bound. (A non-generic type's are statements of their own before it.)
    public var nestedTypes: [Statement] = []

    public init(
        name: String, nameLocation: SourceLocation, conformances: [TypeSyntax],
        members: [MemberDeclaration], isClass: Bool = false, isFinal: Bool = false
    ) {
        self.name = name
        self.nameLocation = nameLocation
        self.conformances = conformances
        self.members = members
        self.isClass = isClass
        self.isFinal = isFinal
    }
}

/// `enum Name: RawType, Protocols { case a, b = "x" … members }`
public struct EnumDeclaration: Hashable, Sendable {
    public struct Case: Hashable, Sendable {
        public var name: String
        public var location: SourceLocation
        /// `= "text"` or `= 3`: a literal expression.
        public var rawValue: Expression?
        /// `case circle(radius: Double)`: the associated values' labels and types; nil for a
        /// case without any.
        public var associatedValues: [TupleTypeElement]?

        public init(name: String, location: SourceLocation, rawValue: Expression?, associatedValues: [TupleTypeElement]? = nil) {
            self.name = name
            self.location = location
            self.rawValue = rawValue
            self.associatedValues = associatedValues
        }
    }

    public var name: String
    public var nameLocation: SourceLocation
    /// `enum Either<Left, Right>`: its generic parameters and `where` clause.
    public var generics = GenericSignature()
    /// Everything after the colon; the checker decides which entry is the raw type.
    public var inheritance: [TypeSyntax]
    public var cases: [Case]
    public var members: [MemberDeclaration]
    /// A generic enum's nested types and type aliases (see `StructDeclaration.nestedTypes`).
    public var nestedTypes: [Statement] = []
    /// `@propertyWrapper enum Lazy`, `@dynamicMemberLookup enum JSON`: the attributes' names.
    public var attributes: [String] = []

    public init(
        name: String, nameLocation: SourceLocation, inheritance: [TypeSyntax], cases: [Case],
        members: [MemberDeclaration]
    ) {
        self.name = name
        self.nameLocation = nameLocation
        self.inheritance = inheritance
        self.cases = cases
        self.members = members
    }
}

/// `extension Name: Protocols { members }` — adds conformances and computed properties.
public struct ExtensionDeclaration: Hashable, Sendable {
    public var typeName: String
    public var nameLocation: SourceLocation
    public var conformances: [TypeSyntax]
    public var members: [MemberDeclaration]
    /// `extension Array where Element == Contact`, `extension Optional where Wrapped == String`,
    /// `extension Dictionary where Key == String, Value == Int`: the generic parameters, by
    /// name, that the members are for.
    public var requirements: [String: TypeSyntax]
    /// The whole `where` clause, conformance requirements too (`where Element: Numeric`).
    public var generics = GenericSignature()
    /// The `Element == T` requirement, if there is one.
    public var elementType: TypeSyntax? { requirements["Element"] }

    public init(
        typeName: String, nameLocation: SourceLocation, conformances: [TypeSyntax],
        members: [MemberDeclaration], requirements: [String: TypeSyntax] = [:]
    ) {
        self.typeName = typeName
        self.nameLocation = nameLocation
        self.conformances = conformances
        self.members = members
        self.requirements = requirements
    }
}

public enum MemberDeclaration: Hashable, Sendable {
    /// `var name: T = default`, `let id = 1`, `@State var count = 0`
    case stored(VariableDeclaration)
    /// `var description: String { "\(a)" }` or `{ get { … } }` (getter only): a body of statements;
    /// a single-expression body is an implicit return.
    case computed(ComputedProperty)
    /// `func`, `mutating func`, `static func`
    case function(FunctionDeclaration)
    /// `init(…)`, `init?(…)`
    case initializer(InitializerDeclaration)
    /// `subscript(…) -> T { … }`
    case subscriptDeclaration(SubscriptDeclaration)
    /// `deinit { … }` (a class's; the checker refuses it elsewhere, as Swift does)
    case deinitializer(DeinitializerDeclaration)
}

public struct ComputedProperty: Hashable, Sendable {
    public var isStatic: Bool
    public var name: String
    public var nameLocation: SourceLocation
    public var type: TypeSyntax
    public var body: [Statement]
    /// `set { … }`: nil for a get-only property.
    public var setter: Accessor?
    /// Modifiers as written: `override`, `final`, `class`, `private`…
    public var modifiers: [String] = []
    /// `mutating get { … }`: where `mutating` is written. Reading the property then needs a
    /// mutable base, and what the getter changes in `self` is written back.
    public var mutatingGetterLocation: SourceLocation?
    /// `@TextBuilder var text: String { … }`: the result builder the getter's body is
    /// rewritten by (the checker decides whether the attribute names one).
    public var resultBuilder: Attribute?
    /// The body's opening `{`: where swiftc reports what a result builder's body builds.
    public var openingBraceLocation: SourceLocation?

    public init(
        isStatic: Bool, name: String, nameLocation: SourceLocation, type: TypeSyntax,
        body: [Statement], setter: Accessor? = nil
    ) {
        self.isStatic = isStatic
        self.name = name
        self.nameLocation = nameLocation
        self.type = type
        self.body = body
        self.setter = setter
    }
}
