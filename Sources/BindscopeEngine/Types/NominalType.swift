import BindscopeLanguage

/// A user-declared `struct` or `enum`. A class so every value and type refers to one shared
/// description, compared by identity (a redeclared `Person` is a new type, as in Swift).
final class NominalType: Hashable {
    enum Kind {
        case structure
        case enumeration
        /// A class: its values are `Value.object`, references to one shared `ObjectStorage`.
        case classType
        /// A protocol used as a type (`any Shape`): its values are existentials.
        case protocolType
    }

    struct StoredProperty {
        var name: String
        var type: SessionType
        var isConstant: Bool
        /// Default value for the memberwise initialiser, checked in the declaration's context.
        var defaultValue: Checked?
        /// `@W var x` is stored as `_x: W<T>`, for every property wrapper alike (`State`,
        /// `Binding`, the session's own).
        var isWrapped: Bool
        /// A `var` of an `@Observable` class (not `@ObservationIgnored`): its reads are
        /// Observation's accesses and its writes notify trackers first (`ObservationRegistry`).
        var isObservationTracked = false

        /// `lazy var`: its value, computed from the instance (`self`) on the first read; until
        /// then the field holds `.void`.
        var lazyInitializer: FunctionValue?

        /// A wrapped property whose wrapper can be made from its wrapped value (it has
        /// `init(wrappedValue:)`): the memberwise initializer takes that value and makes it.
        var wrappedValueInitializer: (type: SessionType, make: FunctionValue)?

        /// Where it is declared (its name): where swiftc's note "'self.x' not initialized" points.
        var location: SourceLocation?

        /// A struct's `lazy var total`: its storage `$__lazy_storage_$_total` has this name.
        var lazyName: String?

        /// The memberwise initializer's label: `x` for a wrapped `_x`, `total` for the
        /// storage of `lazy var total`.
        var initializerLabel: String { lazyName ?? (isWrapped ? String(name.dropFirst()) : name) }
        /// The memberwise initializer's parameter type: the wrapped value's when the wrapper
        /// can be made from one (`@State var x: T` takes a `T`), else the wrapper's own
        /// (`@Binding var x: T` takes a `Binding<T>`).
        var initializerType: SessionType { wrappedValueInitializer?.type ?? type }
    }

    struct ComputedProperty {
        var name: String
        var type: SessionType
        /// Filled in after every member's type is known, so bodies may refer to each other.
        var body: FunctionValue?
    }

    struct EnumCase {
        var name: String
        var rawValue: Value?
        /// The associated values' labels and types; nil for a case without any.
        var payloadLabels: [String?]? = nil
        var payloadTypes: [SessionType]? = nil

        var hasPayload: Bool { payloadTypes != nil }
    }

    /// `Stack<Int>` for an instance of a generic type (see `Checker+Generics`).
    var name: String
    let kind: Kind
    // Read for every member access checked, and written only while the type is declared: no
    // dynamic exclusivity check (it cost more than the lookup, about 150 instructions each).
    @exclusivity(unchecked) var storedProperties: [StoredProperty] = []
    @exclusivity(unchecked) var computedProperties: [ComputedProperty] = []
    var staticProperties: [String: StaticProperty] = [:]
    /// `nonisolated(unsafe) static var`: the mutable ones, each a box of its own.
    var mutableStaticProperties: [String: MutableStaticProperty] = [:]
    var cases: [EnumCase] = []
    var rawType: SessionType?
    var conformances: Set<String> = []
    /// Methods and initializers the session declared (see `UserMembers`).
    let members = UserMembers()
    /// Set when the type is a generic library enum bindscope builds as a nominal type, one per
    /// list of type arguments (`Result<Int, MyError>`, see `Checker+ResultType`): the
    /// library type and its arguments, which Swift's names of the type spell out.
    var specialization: Specialization?
    /// `Slot<Int>.State`: the generic type's instance this type is nested in (its name is
    /// the instance's name, a period, and its own), which a qualified name spells out.
    var enclosingInstance: NominalType?

    struct Specialization {
        /// `Result`
        let base: String
        /// `Swift`: printed in front of a reflected name (`Swift.Result<Swift.Int, MyError>`).
        let module: String
        let arguments: [SessionType]
    }

    /// A class's superclass: its stored properties come first in every instance's fields,
    /// and its members are found when the class has none of that name.
    var superclass: NominalType?
    /// `final class`: no subclass.
    var isFinal = false
    /// A class's own `deinit { … }`, called with the instance (see `DeinitQueue`).
    var deinitializer: FunctionValue?
    /// Whether this class or a superclass declares a `deinit`: its instances then tell when
    /// they end (`ObjectBox`).
    var hasDeinitializer: Bool { isClass && classChain.contains { $0.deinitializer != nil } }
    /// `weak let`, `unowned let`: computed properties (see `Checker+WeakReferences`) whose
    /// setter only the class's initializers may use.
    var constantReferences: Set<String> = []
    /// How many of the session's library protocol extensions this type has been given.
    var adoptedLibraryExtensions = 0
    /// The fields holding a struct's `lazy var`s (`$__lazy_storage_$_total`), which
    /// synthesized `==` and hashing leave out.
    var lazyStorageFields: Set<Int> = []
    /// `@propertyWrapper`: may be written as an attribute of a variable.
    var isPropertyWrapper = false
    /// `@dynamicMemberLookup`: unknown members go to `subscript(dynamicMember:)`.
    var hasDynamicMemberLookup = false
    /// `@Observable class`: its own stored `var`s are tracked by Observation.
    var isObservable = false
    /// For a protocol: its declaration, extensions and conformers (see `Checker+Protocols`).
    var protocolInfo: ProtocolInfo?
    /// For a conformer of the session's protocols: by protocol, the functions that read,
    /// write and call each requirement on a value of this type.
    var witnesses: [String: [String: FunctionValue]] = [:]
    /// The associated types of the session's protocols it conforms to, as inferred.
    var associatedTypeBindings: [String: SessionType] = [:]

    var isClass: Bool { kind == .classType }

    /// This class and its superclasses, nearest first.
    var classChain: some Sequence<NominalType> { sequence(first: self, next: \.superclass) }

    /// Whether this class is `ancestor` or inherits from it.
    func isSubclass(of ancestor: NominalType) -> Bool { classChain.contains { $0 === ancestor } }

    init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// True when some stored property is a `@State` or `@Binding` (stored as `_name`).
    var hasWrappedProperties: Bool { storedProperties.contains { $0.isWrapped } }

    func storedPropertyIndex(named name: String) -> Int? {
        storedProperties.firstIndex { $0.name == name }
    }

    func computedPropertyIndex(named name: String) -> Int? {
        computedProperties.firstIndex { $0.name == name }
    }

    func caseIndex(named name: String) -> Int? {
        cases.firstIndex { $0.name == name }
    }

    /// True when some case has associated values: such an enum is Equatable, Hashable or
    /// CaseIterable only when it says so.
    var hasPayloadCases: Bool { cases.contains { $0.hasPayload } }

    var isCustomStringConvertible: Bool { conformances.contains("CustomStringConvertible") }
    var isCustomDebugStringConvertible: Bool {
        conformances.contains("CustomDebugStringConvertible")
    }

    static func == (lhs: NominalType, rhs: NominalType) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `static let name = value`: initialized on first use and kept, like Swift's lazy statics.
final class StaticProperty {
    let type: SessionType
    private let initializer: Evaluator
    private var value: Value?

    init(type: SessionType, initializer: @escaping Evaluator) {
        self.type = type
        self.initializer = initializer
    }

    func value(in execution: Execution) throws -> Value {
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
final class MutableStaticProperty {
    let type: SessionType
    private let initializer: Evaluator
    private let box = Box(.void)
    private var isInitialized = false

    init(type: SessionType, initializer: @escaping Evaluator) {
        self.type = type
        self.initializer = initializer
    }

    func box(in execution: Execution) throws -> Box {
        if !isInitialized {
            box.value = try initializer(execution)
            isInitialized = true
        }
        return box
    }
}
