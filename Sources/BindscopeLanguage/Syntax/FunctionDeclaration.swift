/// `func name(label name: Type = default, _ rest: Int...) throws -> Result { body }`, at the
/// top level of a session, nested in a block, or as a member of a type.
public struct FunctionDeclaration: Hashable, Sendable {
    public struct Parameter: Hashable, Sendable {
        /// The argument label: nil for `_`; the name itself when only one name is written.
        public var label: String?
        public var name: String
        public var location: SourceLocation
        public var type: TypeSyntax
        public var isInout: Bool
        /// `Int...`: the body sees `[Int]`.
        public var isVariadic: Bool
        /// `@escaping` on a closure parameter (accepted; closures always escape here).
        public var isEscaping: Bool
        public var defaultValue: Expression?
        /// Two names were written (`row r: Int`): the only way a subscript's index is labelled.
        public var hasSeparateLabel: Bool
        /// `@autoclosure () -> T`: the caller writes a `T` expression, evaluated when called.
        public var isAutoclosure = false
        /// `@ViewBuilder content: () -> V`: a closure passed here has its body rewritten by
        /// that result builder (the checker decides whether the attribute names one).
        public var resultBuilder: Attribute?

        public init(
            label: String?, name: String, location: SourceLocation, type: TypeSyntax,
            isInout: Bool = false, isVariadic: Bool = false, isEscaping: Bool = false,
            defaultValue: Expression? = nil, hasSeparateLabel: Bool = false
        ) {
            self.hasSeparateLabel = hasSeparateLabel
            self.label = label
            self.name = name
            self.location = location
            self.type = type
            self.isInout = isInout
            self.isVariadic = isVariadic
            self.isEscaping = isEscaping
            self.defaultValue = defaultValue
        }
    }

    public enum Effect: String, Hashable, Sendable {
        case none = ""
        case `throws`
        case `rethrows`
    }

    /// Modifiers as written: `private`, `static`, `mutating`, `fileprivate`, `public`…
    public var modifiers: [String]
    /// Where each modifier is written.
    public var modifierLocations: [SourceLocation]
    /// The `func` keyword.
    public var funcLocation: SourceLocation
    /// `func largest<T: Comparable>(…)`: its generic parameters and `where` clause.
    public var generics = GenericSignature()
    public var name: String
    public var nameLocation: SourceLocation
    public var parameters: [Parameter]
    public var effect: Effect
    /// `throws(ParseError)`: the one error type the function throws (typed throws, SE-0413);
    /// nil for a plain `throws`, which throws `any Error`.
    public var thrownType: TypeSyntax?
    /// nil when no `->` is written (the function returns `Void`).
    public var resultType: TypeSyntax?
    public var body: [Statement]
    /// The closing `}` of the body, where Swift reports a missing `return`.
    public var closingBraceLocation: SourceLocation
    /// `var total: Double { … }` in a body: a getter, which a bare `total` calls; or, with
    /// one parameter labelled `computedSetterLabel`, its `set { … }`, which assigning calls.
    public var isComputedVariable = false
    /// `@HTMLBuilder func page() -> HTML { … }`: the result builder whose calls the body is
    /// rewritten into (the checker decides whether the attribute names one).
    public var resultBuilder: Attribute?
    /// The body's opening `{`: where swiftc reports what a result builder's body builds.
    public var openingBraceLocation: SourceLocation?

    /// The label of a computed variable's setter parameter: one no call can spell.
    public static let computedSetterLabel = "set newValue"

    public init(
        modifiers: [String], modifierLocations: [SourceLocation], funcLocation: SourceLocation, name: String, nameLocation: SourceLocation, parameters: [Parameter],
        effect: Effect, resultType: TypeSyntax?, body: [Statement], closingBraceLocation: SourceLocation
    ) {
        self.modifiers = modifiers
        self.modifierLocations = modifierLocations
        self.funcLocation = funcLocation
        self.name = name
        self.nameLocation = nameLocation
        self.parameters = parameters
        self.effect = effect
        self.resultType = resultType
        self.body = body
        self.closingBraceLocation = closingBraceLocation
    }

    /// `static func`, or `class func` (a type method a subclass may override).
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    public var isMutating: Bool { modifiers.contains("mutating") }

    /// Swift's name for the function: `add(_:to:)`.
    public var fullName: String {
        name + "(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}

/// `(func add (_ a: Int) (b: Int = 1) -> Int (return (+ a b)))`, for parser tests.
extension FunctionDeclaration: CustomDebugStringConvertible {
    public var debugDescription: String {
        var parts = modifiers + ["func", name + generics.debugText]
        for parameter in parameters {
            var text = (parameter.label == parameter.name ? "" : "\(parameter.label ?? "_") ") + parameter.name + ": "
            if parameter.isInout { text += "inout " }
            text += parameter.type.debugDescription + (parameter.isVariadic ? "..." : "")
            if let value = parameter.defaultValue { text += " = \(value.debugDescription)" }
            parts.append("(\(text))")
        }
        if effect != .none { parts.append(effect.rawValue + (thrownType.map { "(\($0.debugDescription))" } ?? "")) }
        if let resultType { parts.append("-> \(resultType.debugDescription)") }
        parts += body.map(\.debugDescription)
        return "(" + parts.joined(separator: " ") + ")"
    }
}

/// `deinit { body }` in a class: run with `self` when the last strong reference to an
/// instance goes away (see `DeinitQueue`).
public struct DeinitializerDeclaration: Hashable, Sendable {
    /// The `deinit` keyword.
    public var location: SourceLocation
    public var body: [Statement]

    public init(location: SourceLocation, body: [Statement]) {
        self.location = location
        self.body = body
    }
}

/// `init(parameters) { body }` or `init?(…)` in a type or an extension.
public struct InitializerDeclaration: Hashable, Sendable {
    public var modifiers: [String]
    public var location: SourceLocation
    public var isFailable: Bool
    public var parameters: [FunctionDeclaration.Parameter]
    public var effect: FunctionDeclaration.Effect
    /// `throws(ParseError)`, as for a function.
    public var thrownType: TypeSyntax?
    public var body: [Statement]
    /// `init<S: Sequence>(_ items: S) where S.Element == Int`: its own generic parameters and
    /// `where` clause (specialized per call, as a generic method is).
    public var generics = GenericSignature()
    /// The body's `}`: where swiftc reports falling off its end without initializing every
    /// stored property.
    /// `init(initialValue: Value)` with no body, as an interface sketch writes it: parsed, so
    /// that a later syntax error is reported first as swiftc does, then refused by the checker.
    public var lacksBody = false
    public var closingBraceLocation: SourceLocation?

    public init(
        modifiers: [String], location: SourceLocation, isFailable: Bool,
        parameters: [FunctionDeclaration.Parameter], effect: FunctionDeclaration.Effect, body: [Statement]
    ) {
        self.modifiers = modifiers
        self.location = location
        self.isFailable = isFailable
        self.parameters = parameters
        self.effect = effect
        self.body = body
    }

    /// Swift's name for it: `init(name:age:)`.
    public var fullName: String {
        "init(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}

/// `set(newName) { … }`, `willSet { … }`, `didSet(old) { … }`: an accessor's parameter name
/// (nil for the default `newValue`/`oldValue`) and body.
public struct Accessor: Hashable, Sendable {
    public var parameterName: String?
    public var body: [Statement]
    public var location: SourceLocation
    /// `nonmutating set`: the setter writes through what `self` refers to, not `self`.
    public var isNonmutating = false

    public init(parameterName: String?, body: [Statement], location: SourceLocation) {
        self.parameterName = parameterName
        self.body = body
        self.location = location
    }
}

/// `subscript(parameters) -> Result { get { … } set { … } }` in a type or an extension.
public struct SubscriptDeclaration: Hashable, Sendable {
    public var location: SourceLocation
    public var parameters: [FunctionDeclaration.Parameter]
    public var resultType: TypeSyntax
    public var getter: [Statement]
    public var setter: Accessor?
    /// `subscript<Subject>(dynamicMember keyPath: …)`: its generic parameters.
    public var generics = GenericSignature()

    public init(
        location: SourceLocation, parameters: [FunctionDeclaration.Parameter], resultType: TypeSyntax,
        getter: [Statement], setter: Accessor?
    ) {
        self.location = location
        self.parameters = parameters
        self.resultType = resultType
        self.getter = getter
        self.setter = setter
    }
}
