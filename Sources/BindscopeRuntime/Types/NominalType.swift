import BindscopeLanguage

/// A user-declared `struct` or `enum`. A class so every value and type refers to one shared
/// description, compared by identity (a redeclared `Person` is a new type, as in Swift).
public final class NominalType: Hashable {
    public enum Kind {
        case structure
        case enumeration
        /// A class: its values are `Value.object`, references to one shared `ObjectStorage`.
        case classType
        /// A protocol used as a type (`any Shape`): its values are existentials.
        case protocolType
    }

    public struct StoredProperty {
        public var name: String
        public var type: SessionType
        public var isConstant: Bool
        /// Default value for the memberwise initialiser, checked in the declaration's context.
        public var defaultValue: Checked?
        /// `@W var x` is stored as `_x: W<T>`, for every property wrapper alike (`State`,
        /// `Binding`, the session's own).
        public var isWrapped: Bool
        /// A `var` of an `@Observable` class (not `@ObservationIgnored`): its reads are
        /// Observation's accesses and its writes notify trackers first (`ObservationRegistry`).
        public var isObservationTracked: Bool = false
        /// `var label: String!`: stored as a `String?`, read as its value where an optional
        /// would not do (see the checker's `Checker+ImplicitlyUnwrapped`).
        public var isImplicitlyUnwrapped = false

        /// `lazy var`: its value, computed from the instance (`self`) on the first read; until
        /// then the field holds `.void`.
        public var lazyInitializer: FunctionValue?

        /// A wrapped property whose wrapper can be made from its wrapped value (it has
        /// `init(wrappedValue:)`): the memberwise initializer takes that value and makes it.
        public var wrappedValueInitializer: (type: SessionType, make: FunctionValue)?

        /// Where it is declared (its name): where swiftc's note "'self.x' not initialized" points.
        public var location: SourceLocation?

        /// Declared `private`: outside the type (and its extensions) neither it, its wrapper's
        /// `$x`, nor the memberwise initializer that takes it can be used.
        public var isPrivate = false

        /// A struct's `lazy var total`: its storage `$__lazy_storage_$_total` has this name.
        public var lazyName: String?

        /// The memberwise initializer's label: `x` for a wrapped `_x`, `total` for the
        /// storage of `lazy var total`.
        public var initializerLabel: String { lazyName ?? (isWrapped ? String(name.dropFirst()) : name) }
        /// The memberwise initializer's parameter type: the wrapped value's when the wrapper
        /// can be made from one (`@State var x: T` takes a `T`), else the wrapper's own
        /// (`@Binding var x: T` takes a `Binding<T>`).
        public var initializerType: SessionType { wrappedValueInitializer?.type ?? type }

        public init(name: String, type: SessionType, isConstant: Bool, defaultValue: Checked? = nil, isWrapped: Bool, isObservationTracked: Bool = false, lazyInitializer: FunctionValue? = nil, wrappedValueInitializer: (type: SessionType, make: FunctionValue)? = nil, location: SourceLocation? = nil, lazyName: String? = nil) {
            self.name = name
            self.type = type
            self.isConstant = isConstant
            self.defaultValue = defaultValue
            self.isWrapped = isWrapped
            self.isObservationTracked = isObservationTracked
            self.lazyInitializer = lazyInitializer
            self.wrappedValueInitializer = wrappedValueInitializer
            self.location = location
            self.lazyName = lazyName
        }
    }

    public struct ComputedProperty {
        public var name: String
        public var type: SessionType
        /// Filled in after every member's type is known, so bodies may refer to each other.
        public var body: FunctionValue?

        public init(name: String, type: SessionType, body: FunctionValue? = nil) {
            self.name = name
            self.type = type
            self.body = body
        }
    }

    public struct EnumCase {
        public var name: String
        public var rawValue: Value?
        /// The associated values' labels and types; nil for a case without any.
        public var payloadLabels: [String?]? = nil
        public var payloadTypes: [SessionType]? = nil

        public var hasPayload: Bool { payloadTypes != nil }

        public init(name: String, rawValue: Value? = nil, payloadLabels: [String?]? = nil, payloadTypes: [SessionType]? = nil) {
            self.name = name
            self.rawValue = rawValue
            self.payloadLabels = payloadLabels
            self.payloadTypes = payloadTypes
        }
    }

    /// `Stack<Int>` for an instance of a generic type (see `Checker+Generics`).
    public var name: String
    public let kind: Kind
    // Read for every member access checked, and written only while the type is declared: no
    // dynamic exclusivity check (it cost more than the lookup, about 150 instructions each).
    @exclusivity(unchecked) public var storedProperties: [StoredProperty] = []
    @exclusivity(unchecked) public var computedProperties: [ComputedProperty] = []
    public var staticProperties: [String: StaticProperty] = [:]
    /// `nonisolated(unsafe) static var`: the mutable ones, each a box of its own.
    public var mutableStaticProperties: [String: MutableStaticProperty] = [:]
    public var cases: [EnumCase] = []
    public var rawType: SessionType?
    public var conformances: Set<String> = []
    /// Methods and initializers the session declared (see `UserMembers`).
    public let members = UserMembers()
    /// Set when the type is a generic library enum bindscope builds as a nominal type, one per
    /// list of type arguments (`Result<Int, MyError>`, see `Checker+ResultType`): the
    /// library type and its arguments, which Swift's names of the type spell out.
    public var specialization: Specialization?
    /// `Slot<Int>.State`: the generic type's instance this type is nested in (its name is
    /// the instance's name, a period, and its own), which a qualified name spells out.
    public var enclosingInstance: NominalType?

    public struct Specialization {
        /// `Result`
        public let base: String
        /// `Swift`: printed in front of a reflected name (`Swift.Result<Swift.Int, MyError>`).
        public let module: String
        public let arguments: [SessionType]

        public init(base: String, module: String, arguments: [SessionType]) {
            self.base = base
            self.module = module
            self.arguments = arguments
        }
    }

    /// A class's superclass: its stored properties come first in every instance's fields,
    /// and its members are found when the class has none of that name.
    public var superclass: NominalType?
    /// `final class`: no subclass.
    public var isFinal = false
    /// A class's own `deinit { … }`, called with the instance (see `DeinitQueue`).
    public var deinitializer: FunctionValue?
    /// Whether this class or a superclass declares a `deinit`: its instances then tell when
    /// they end (`ObjectBox`).
    public var hasDeinitializer: Bool { isClass && classChain.contains { $0.deinitializer != nil } }
    /// `weak let`, `unowned let`: computed properties (see `Checker+WeakReferences`) whose
    /// setter only the class's initializers may use.
    public var constantReferences: Set<String> = []
    /// How many of the session's library protocol extensions this type has been given.
    public var adoptedLibraryExtensions = 0
    /// The fields holding a struct's `lazy var`s (`$__lazy_storage_$_total`), which
    /// synthesized `==` and hashing leave out.
    public var lazyStorageFields: Set<Int> = []
    /// `@propertyWrapper`: may be written as an attribute of a variable.
    public var isPropertyWrapper = false
    /// `@resultBuilder`: may be written as an attribute of a function, a computed property or
    /// a closure parameter, whose body is then rewritten into its `build…` calls.
    public var isResultBuilder = false
    /// `@dynamicMemberLookup`: unknown members go to `subscript(dynamicMember:)`.
    public var hasDynamicMemberLookup = false
    /// `@Observable class`: its own stored `var`s are tracked by Observation.
    public var isObservable = false
    /// For a protocol: its declaration, extensions and conformers (see `Checker+Protocols`).
    public var protocolInfo: ProtocolInfo?
    /// For a conformer of the session's protocols: by protocol, the functions that read,
    /// write and call each requirement on a value of this type.
    public var witnesses: [String: [String: FunctionValue]] = [:]
    /// The associated types of the session's protocols it conforms to, as inferred.
    public var associatedTypeBindings: [String: SessionType] = [:]

    public var isClass: Bool { kind == .classType }

    /// This class and its superclasses, nearest first.
    public var classChain: some Sequence<NominalType> { sequence(first: self, next: \.superclass) }

    /// Whether this class is `ancestor` or inherits from it.
    public func isSubclass(of ancestor: NominalType) -> Bool { classChain.contains { $0 === ancestor } }

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// True when some stored property is a `@State` or `@Binding` (stored as `_name`).
    public var hasWrappedProperties: Bool { storedProperties.contains { $0.isWrapped } }

    public func storedPropertyIndex(named name: String) -> Int? {
        storedProperties.firstIndex { $0.name == name }
    }

    public func computedPropertyIndex(named name: String) -> Int? {
        computedProperties.firstIndex { $0.name == name }
    }

    public func caseIndex(named name: String) -> Int? {
        cases.firstIndex { $0.name == name }
    }

    /// True when some case has associated values: such an enum is Equatable, Hashable or
    /// CaseIterable only when it says so.
    public var hasPayloadCases: Bool { cases.contains { $0.hasPayload } }

    public var isCustomStringConvertible: Bool { conformances.contains("CustomStringConvertible") }
    public var isCustomDebugStringConvertible: Bool {
        conformances.contains("CustomDebugStringConvertible")
    }

    public static func == (lhs: NominalType, rhs: NominalType) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `static let name = value`: initialized on first use and kept, like Swift's lazy statics.
public final class StaticProperty {
    public let type: SessionType
    private let initializer: Evaluator
    private var value: Value?

    public init(type: SessionType, initializer: @escaping Evaluator) {
        self.type = type
        self.initializer = initializer
    }

    public func value(in execution: Execution) throws -> Value {
        if let value { return value }
        let initial = try initializer(execution)
        value = initial
        return initial
    }
}

/// `nonisolated(unsafe) static var issued = 0`: one box for the whole session, its initial
/// value computed on first use, as Swift initializes a static property lazily. Reads and
/// writes go through it like a variable's (`Place`), so they are journaled and heard by
/// dependents.
public final class MutableStaticProperty {
    public let type: SessionType
    private let initializer: Evaluator
    private let box = Box(.void)
    private var isInitialized = false

    public init(type: SessionType, initializer: @escaping Evaluator) {
        self.type = type
        self.initializer = initializer
    }

    public func box(in execution: Execution) throws -> Box {
        if !isInitialized {
            box.value = try initializer(execution)
            isInitialized = true
        }
        return box
    }
}

/// What a protocol declares and who conforms to it.
public final class ProtocolInfo {
    public let declaration: ProtocolDeclaration
    /// `extension Shape { … }`: default implementations and members of `any Shape`.
    public var extensions: [ExtensionDeclaration] = []
    /// The session's protocols it refines (`protocol Named: Describable`).
    public var refined: [NominalType] = []
    public var conformers: [NominalType] = []
    /// Built-in types that conform (`extension Int: Describable`), with their witnesses: a
    /// built-in type has no `NominalType` to keep them on.
    public var builtinWitnesses: [SessionType: [String: FunctionValue]] = [:]
    /// The same types, in the order they conformed (a dictionary's order changes per run).
    public var builtinConformers: [SessionType] = []

    public init(declaration: ProtocolDeclaration) {
        self.declaration = declaration
    }

    public var associatedTypeNames: [String] { declaration.associatedTypes.map(\.name) }
}

extension NominalType {
    /// The method that runs for `method` on an instance of this class: its override here,
    /// else the inherited one.
    public func implementation(of method: UserMethod) -> UserMethod {
        guard let overloads = members.methods[method.name] else { return method }
        return overloads.first { $0.hasSameSignature(as: method) } ?? overloads.first { $0.mayOverride(method) } ?? method
    }
}
