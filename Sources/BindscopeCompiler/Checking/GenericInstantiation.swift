import BindscopeLanguage
import BindscopeRuntime

/// The working state of specializing generics (see `Checker+Generics`): what the generic
/// names stand for where checking is now, the pass that lays out instances, and what the
/// instances made so far add to the names a type may use.
///
/// Written by the specializations — of generic types (`Checker+Generics`), functions and
/// methods (`Checker+GenericFunctions`, `Checker+GenericInitializers`), protocol requirements
/// and defaults (`Checker+Protocols`, `Checker+BuiltinConformances`) — each of which sets
/// `bindings` (or `extensionViews`) for its body and puts back what it found; `restore`
/// empties `bindings` after a failed statement. Type resolution reads it.
///
/// None of it moves `revision`: it describes where the checker is, not what the session has
/// declared (the instances themselves are kept by their templates, in `DeclaredTypes`).
public struct GenericInstantiation {
    /// What the generic parameters in force stand for (`T`, `Self`, associated types).
    public var bindings: [String: SessionType] = [:]
    /// While generic types are instantiated: their bodies, checked when all are laid out.
    public var pass: InstancePass?
    /// The nested types and type aliases of generic types' instances (`Outer<Int>.Storage`),
    /// by name; they live as long as their instances (kept by the templates), so a snapshot
    /// does not restore them, and a failed pass removes those it added.
    public var nestedTypes: [String: NominalType] = [:]
    public var nestedAliases: [String: SessionType] = [:]
    /// While a generic function's instance is checked: the protocol extensions' methods its
    /// generic parameters' types get by their constraints (see `protocolExtensionViews`).
    public var extensionViews: [ObjectIdentifier: UserMembers] = [:]

    public init() {}
}
