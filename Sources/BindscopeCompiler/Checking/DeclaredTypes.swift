import BindscopeLanguage
import BindscopeRuntime

/// The types the session declared: the tables a failed statement rolls back.
///
/// Written by the declarations (`declareType`, `Checker+Generics`, `Checker+TypeAliases`, the
/// protocol compositions of `Checker+Protocols`), emptied of concrete types when the module
/// or the library prelude is sealed (`Checker+Modules`, into `ModuleTypes`), and put back by
/// `Checker.restore`. Everything else only reads it, through `userType(named:)`,
/// `resolve` and the lookups of aliases and templates.
///
/// The checker keeps it behind `didSet { revision &+= 1 }`, so a write to any table moves
/// `revision` on and the caches built on the declarations are dropped; that is also why a
/// snapshot taken at the same revision still holds these tables. Anything that must not move
/// `revision` (working state while an instance is checked) does not belong here.
public struct DeclaredTypes {
    /// User structs, enums, classes and protocols by name (`Outer.Inner` for nested ones).
    public var types: [String: NominalType] = [:]
    /// `typealias Minutes = Int`, by name (`Outer.Name` inside a type); see `typeAlias(named:)`.
    public var typeAliases: [String: SessionType] = [:]
    /// `typealias Matrix<T> = [[T]]`, by name: resolved at each use (`resolveGenericAlias`).
    public var genericTypeAliases: [String: GenericTypeAlias] = [:]
    /// Generic structs, classes and enums by name: each list of arguments makes a type.
    public var genericTypes: [String: GenericTypeTemplate] = [:]

    public init() {}
}
