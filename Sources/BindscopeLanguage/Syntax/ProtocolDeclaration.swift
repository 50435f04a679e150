/// `protocol Shape: CustomStringConvertible { var area: Double { get } … }`: requirements as
/// declared; default implementations come in extensions of the protocol.
public struct ProtocolDeclaration: Hashable, Sendable {
    /// `var name: T { get }` or `{ get set }`, `static var`.
    public struct PropertyRequirement: Hashable, Sendable {
        public var name: String
        public var location: SourceLocation
        public var type: TypeSyntax
        public var isSettable: Bool
        public var isStatic: Bool
        /// `@WidgetBuilder var body: Body { get }`: conformers' getters are rewritten by this
        /// result builder unless they say otherwise (SE-0289's inference from a requirement).
        public var resultBuilder: Attribute?

        public init(name: String, location: SourceLocation, type: TypeSyntax, isSettable: Bool, isStatic: Bool) {
            self.name = name
            self.location = location
            self.type = type
            self.isSettable = isSettable
            self.isStatic = isStatic
        }
    }

    /// `associatedtype Item: Equatable`.
    public struct AssociatedType: Hashable, Sendable {
        public var name: String
        public var location: SourceLocation
        public var constraints: [TypeSyntax]
        /// `associatedtype Unit = Int`: what a conformer that settles it no other way gets.
        public var defaultType: TypeSyntax?

        public init(name: String, location: SourceLocation, constraints: [TypeSyntax], defaultType: TypeSyntax? = nil) {
            self.name = name
            self.location = location
            self.constraints = constraints
            self.defaultType = defaultType
        }
    }

    public var name: String
    public var nameLocation: SourceLocation
    /// Protocols it refines, and `AnyObject` for a class-only protocol.
    public var inherited: [TypeSyntax]
    public var properties: [PropertyRequirement] = []
    /// Methods (bodies empty), static ones included.
    public var methods: [FunctionDeclaration] = []
    public var initializers: [InitializerDeclaration] = []
    public var subscripts: [SubscriptDeclaration] = []
    public var associatedTypes: [AssociatedType] = []
    /// `@dynamicMemberLookup protocol …`: conformers find unknown members through
    /// `subscript(dynamicMember:)`.
    public var attributes: [String] = []

    public init(name: String, nameLocation: SourceLocation, inherited: [TypeSyntax]) {
        self.name = name
        self.nameLocation = nameLocation
        self.inherited = inherited
    }
}
