import BindscopeLanguage

/// A method or initializer a session declared on a type (its own, or a built-in one through
/// an extension). Its body is compiled once every member of the declaration is known, so
/// members may call each other in any order.
final class UserMethod: CallableSignature {
    enum Kind: Equatable {
        case instance(isMutating: Bool)
        case staticMethod
        case initializer(isFailable: Bool)
    }

    let name: String
    let parameters: [DeclaredFunction.Parameter]
    let resultType: SessionType
    let kind: Kind
    let throwsErrors: Bool
    /// What it throws: `any Error`, or the one type of `throws(ParseError)` (typed throws).
    var errorType: SessionType = .error
    /// Where it is declared: identifies it when its body is compiled.
    let location: SourceLocation
    /// Takes `self` (a `.state(box)` when mutating, the metatype for a static method, unused
    /// for an initializer) and then the arguments.
    var body: FunctionValue?
    /// The method compiled for the scalar tier, when it fits (see `ScalarFunction`).
    var scalar: ScalarFunction?
    /// `final func` in a class: no subclass may override it.
    var isFinal = false
    /// `convenience init`: delegates to another initializer of its class.
    var isConvenience = false
    /// Set for a generic method: specialized at each call.
    var genericTemplate: GenericMethodTemplate?

    init(
        name: String, parameters: [DeclaredFunction.Parameter], resultType: SessionType, kind: Kind,
        throwsErrors: Bool, location: SourceLocation
    ) {
        self.location = location
        self.name = name
        self.parameters = parameters
        self.resultType = resultType
        self.kind = kind
        self.throwsErrors = throwsErrors
    }

    var fullName: String { DeclaredFunction.fullName(name, parameters.map(\.label)) }

    var isMutating: Bool { kind == .instance(isMutating: true) }

    func hasSameSignature(as other: UserMethod) -> Bool {
        kind == other.kind && parameters.map(\.label) == other.parameters.map(\.label)
            && parameters.map(\.localType) == other.parameters.map(\.localType)
    }
}

/// The methods, static methods, initializers and (for built-in types) computed properties a
/// session added to a type.
final class UserMembers {
    var methods: [String: [UserMethod]] = [:]
    var staticMethods: [String: [UserMethod]] = [:]
    var initializers: [UserMethod] = []
    /// Whether an initializer was declared in the type's own body: it then has no memberwise
    /// initializer, as in Swift (initializers in extensions keep it).
    var hidesMemberwiseInitializer = false
    /// Computed properties of built-in types (`extension Int { var squared: Int { … } }`);
    /// user types keep theirs in `NominalType.computedProperties`.
    var computedProperties: [String: (type: SessionType, body: FunctionValue?)] = [:]
    /// `static let` constants of built-in types (`extension Double { static let tau = … }`);
    /// user types keep theirs in `NominalType.staticProperties`.
    var staticProperties: [String: StaticProperty] = [:]
    /// `set { … }` of computed properties, as mutating methods taking the new value.
    var setters: [String: UserMethod] = [:]
    /// `mutating get { … }` of computed properties (and the getters of a struct's `lazy var`s),
    /// as mutating methods returning the value: a read writes `self` back.
    var mutatingGetters: [String: UserMethod] = [:]
    /// `willSet`/`didSet` of stored properties, as mutating methods taking the new/old value.
    var observers: [String: (willSet: UserMethod?, didSet: UserMethod?)] = [:]
    /// Declared subscripts: a getter taking the indices, and a mutating setter taking them
    /// and the new value.
    var subscripts: [(getter: UserMethod, setter: UserMethod?)] = []

    var isEmpty: Bool {
        methods.isEmpty && staticMethods.isEmpty && initializers.isEmpty && computedProperties.isEmpty
    }

    func copy() -> UserMembers {
        let copy = UserMembers()
        copy.methods = methods
        copy.staticMethods = staticMethods
        copy.initializers = initializers
        copy.hidesMemberwiseInitializer = hidesMemberwiseInitializer
        copy.computedProperties = computedProperties
        copy.staticProperties = staticProperties
        copy.setters = setters
        copy.mutatingGetters = mutatingGetters
        copy.observers = observers
        copy.subscripts = subscripts
        return copy
    }

    func restore(from saved: UserMembers) {
        methods = saved.methods
        staticMethods = saved.staticMethods
        initializers = saved.initializers
        hidesMemberwiseInitializer = saved.hidesMemberwiseInitializer
        computedProperties = saved.computedProperties
        staticProperties = saved.staticProperties
        setters = saved.setters
        mutatingGetters = saved.mutatingGetters
        observers = saved.observers
        subscripts = saved.subscripts
    }
}
