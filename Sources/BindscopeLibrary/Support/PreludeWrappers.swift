import BindscopeRuntime

/// The property wrappers every session starts with, declared as SwiftUI declares them:
///
///     @propertyWrapper struct State<Value> {
///         init(wrappedValue: Value)
///         init() where Value: ExpressibleByNilLiteral
///         var wrappedValue: Value { get nonmutating set }
///         var projectedValue: Binding<Value> { get }
///     }
///     @propertyWrapper struct Binding<Value> {
///         var wrappedValue: Value { get nonmutating set }
///         var projectedValue: Binding<Value> { get }
///     }
///
/// Their members are the library's own tables (`BuiltinMembers.state`, `.binding`, and the
/// initializers in `Checker+Wrappers`); an attribute naming one of them goes through the
/// mechanism that applies the session's own wrappers (`Checker+PropertyWrappers`), so
/// `@State var x = v` is `_x = State(wrappedValue: v)`, `x` is `_x.wrappedValue` and `$x` is
/// `_x.projectedValue`, and the memberwise rule, definite initialization, `:explain` and
/// dependents treat all wrappers alike. This says only what a member table cannot: that
/// the type is a wrapper, and which instance wraps a given value type.
public struct PreludeWrapper: Sendable {
    public let name: String
    /// The wrapper of a `Value`: `State<Value>`, `Binding<Value>`.
    public let instance: @Sendable (SessionType) -> SessionType

    public static let all: [String: PreludeWrapper] = [
        "State": PreludeWrapper(name: "State", instance: SessionType.state),
        "Binding": PreludeWrapper(name: "Binding", instance: SessionType.binding),
    ]

    public init(name: String, instance: @escaping @Sendable (SessionType) -> SessionType) {
        self.name = name
        self.instance = instance
    }
}

extension SessionType {
    /// The attribute that applies a wrapper of this type: `State` for `State<Int>`,
    /// `XBinding` for `XBinding<Person>`; nil when the type is no property wrapper.
    public var propertyWrapperAttribute: String? {
        switch self {
        case .state: "State"
        case .binding: "Binding"
        case .nominal(let type) where type.isPropertyWrapper: type.specialization?.base ?? type.name
        default: nil
        }
    }
}
