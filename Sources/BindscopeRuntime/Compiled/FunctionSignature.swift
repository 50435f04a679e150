import BindscopeLanguage

/// What overload resolution needs to know of a function, a method or an initializer; what
/// calling one at run time needs of its parameters.
public protocol CallableSignature: AnyObject {
    var name: String { get }
    var parameters: [FunctionParameter] { get }
    var resultType: SessionType { get }
}

extension CallableSignature {
    /// Swift's name for it: `add(_:to:)`.
    public var fullName: String { Self.fullName(name, parameters.map(\.label)) }

    /// Swift's name for a function: `add(_:to:)`.
    public static func fullName(_ name: String, _ labels: [String?]) -> String {
        name + "(" + labels.map { "\($0 ?? "_"):" }.joined() + ")"
    }
}

/// A parameter of a function, a method or an initializer the session declared.
public struct FunctionParameter {
    public var label: String?
    public var name: String
    /// The type the caller passes; for a variadic `Int...`, `Int` (the body sees `[Int]`).
    public var type: SessionType
    public var isInout: Bool
    public var isVariadic: Bool
    /// Evaluated at each call that leaves the argument out, as Swift does.
    public var defaultValue: Evaluator?
    /// `@autoclosure () -> T`: the argument is a `T` expression, made into `{ expr }`.
    public var isAutoclosure: Bool = false
    /// `#line`, `#function`, `#file`… as the default value: evaluated where the function is
    /// called (the caller's line, the caller's function), as Swift does.
    public var callSiteDefault: String?
    /// `@ViewBuilder content: () -> V`: a closure literal passed here is rewritten by that
    /// result builder before it is checked.
    public var resultBuilder: Attribute?

    /// The type of the parameter inside the body.
    public var localType: SessionType { isVariadic ? .array(type) : type }

    public init(label: String? = nil, name: String, type: SessionType, isInout: Bool, isVariadic: Bool, defaultValue: Evaluator? = nil, isAutoclosure: Bool = false) {
        self.label = label
        self.name = name
        self.type = type
        self.isInout = isInout
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
        self.isAutoclosure = isAutoclosure
    }
}
