import BindscopeLanguage

/// A method or initializer a session declared on a type (its own, or a built-in one through
/// an extension). Its body is compiled once every member of the declaration is known, so
/// members may call each other in any order.
public final class UserMethod: CallableSignature {
    public enum Kind: Equatable {
        case instance(isMutating: Bool)
        case staticMethod
        case initializer(isFailable: Bool)
    }

    public let name: String
    public let parameters: [FunctionParameter]
    public let resultType: SessionType
    public let kind: Kind
    public let throwsErrors: Bool
    /// What it throws: `any Error`, or the one type of `throws(ParseError)` (typed throws).
    public var errorType: SessionType = .error
    /// Where it is declared: identifies it when its body is compiled.
    public let location: SourceLocation
    /// Takes `self` (a `.state(box)` when mutating, the metatype for a static method, unused
    /// for an initializer) and then the arguments.
    public var body: FunctionValue?
    /// The method compiled for the scalar tier, when it fits (see `ScalarFunction`).
    public var scalar: ScalarFunction?
    /// `final func` in a class: no subclass may override it.
    public var isFinal = false
    /// `convenience init`: delegates to another initializer of its class.
    public var isConvenience = false
    /// Set for a generic method: specialized at each call.
    public var genericTemplate: GenericMethodTemplate?

    public init(
        name: String, parameters: [FunctionParameter], resultType: SessionType, kind: Kind,
        throwsErrors: Bool, location: SourceLocation
    ) {
        self.location = location
        self.name = name
        self.parameters = parameters
        self.resultType = resultType
        self.kind = kind
        self.throwsErrors = throwsErrors
    }

    public var isMutating: Bool { kind == .instance(isMutating: true) }

    public func hasSameSignature(as other: UserMethod) -> Bool {
        kind == other.kind && parameters.map(\.label) == other.parameters.map(\.label)
            && parameters.map(\.localType) == other.parameters.map(\.localType)
    }

    /// Whether this method may override `inherited` though their parameters' types differ,
    /// as Swift lets an override take more than it must: a parameter `T?` (or `T!`) where
    /// the inherited one takes `T`. (A result less optional than the inherited one's is
    /// allowed too; `hasSameSignature` ignores results.) The differences are bridged when
    /// the override is called through the inherited one (`Checker.overrideAdapted`).
    public func mayOverride(_ inherited: UserMethod) -> Bool {
        guard kind == inherited.kind, parameters.count == inherited.parameters.count,
            parameters.map(\.label) == inherited.parameters.map(\.label)
        else { return false }
        return zip(parameters, inherited.parameters).allSatisfy { mine, theirs in
            mine.localType == theirs.localType
                || (!mine.isInout && !theirs.isInout && mine.localType == .optional(theirs.localType))
        }
    }
}

/// The methods, static methods, initializers and (for built-in types) computed properties a
/// session added to a type.
public final class UserMembers {
    public init() {}

    public var methods: [String: [UserMethod]] = [:]
    public var staticMethods: [String: [UserMethod]] = [:]
    public var initializers: [UserMethod] = []
    /// Whether an initializer was declared in the type's own body: it then has no memberwise
    /// initializer, as in Swift (initializers in extensions keep it).
    public var hidesMemberwiseInitializer = false
    /// Computed properties of built-in types (`extension Int { var squared: Int { … } }`);
    /// user types keep theirs in `NominalType.computedProperties`.
    public var computedProperties: [String: (type: SessionType, body: FunctionValue?)] = [:]
    /// `static let` constants of built-in types (`extension Double { static let tau = … }`);
    /// user types keep theirs in `NominalType.staticProperties`.
    public var staticProperties: [String: StaticProperty] = [:]
    /// `static var` stored properties of built-in types (`extension Int { static var created
    /// = 0 }`, Swift 5 mode); user types keep theirs in `NominalType.mutableStaticProperties`.
    public var mutableStaticProperties: [String: MutableStaticProperty] = [:]
    /// `set { … }` of computed properties, as mutating methods taking the new value.
    public var setters: [String: UserMethod] = [:]
    /// `mutating get { … }` of computed properties (and the getters of a struct's `lazy var`s),
    /// as mutating methods returning the value: a read writes `self` back.
    public var mutatingGetters: [String: UserMethod] = [:]
    /// `willSet`/`didSet` of stored properties, as mutating methods taking the new/old value.
    public var observers: [String: (willSet: UserMethod?, didSet: UserMethod?)] = [:]
    /// Declared subscripts: a getter taking the indices, and a mutating setter taking them
    /// and the new value.
    public var subscripts: [(getter: UserMethod, setter: UserMethod?)] = []

    public var isEmpty: Bool {
        methods.isEmpty && staticMethods.isEmpty && initializers.isEmpty && computedProperties.isEmpty
    }

    public func copy() -> UserMembers {
        let copy = UserMembers()
        copy.methods = methods
        copy.staticMethods = staticMethods
        copy.initializers = initializers
        copy.hidesMemberwiseInitializer = hidesMemberwiseInitializer
        copy.computedProperties = computedProperties
        copy.staticProperties = staticProperties
        copy.mutableStaticProperties = mutableStaticProperties
        copy.setters = setters
        copy.mutatingGetters = mutatingGetters
        copy.observers = observers
        copy.subscripts = subscripts
        return copy
    }

    public func restore(from saved: UserMembers) {
        methods = saved.methods
        staticMethods = saved.staticMethods
        initializers = saved.initializers
        hidesMemberwiseInitializer = saved.hidesMemberwiseInitializer
        computedProperties = saved.computedProperties
        staticProperties = saved.staticProperties
        mutableStaticProperties = saved.mutableStaticProperties
        setters = saved.setters
        mutatingGetters = saved.mutatingGetters
        observers = saved.observers
        subscripts = saved.subscripts
    }
}

/// A generic method (`func map<NewValue>(_ keyPath: …) -> XBinding<NewValue>`) of one type:
/// specialized per list of its own arguments, with the type's arguments bound as when the
/// type was declared.
public final class GenericMethodTemplate {
    public let declaration: FunctionDeclaration
    public let selfType: SessionType
    /// The type's generic parameters (for a method of a generic type's instance).
    public let bindings: [String: SessionType]
    public var instances: [[SessionType]: UserMethod] = [:]

    public init(declaration: FunctionDeclaration, selfType: SessionType, bindings: [String: SessionType]) {
        self.declaration = declaration
        self.selfType = selfType
        self.bindings = bindings
    }
}
