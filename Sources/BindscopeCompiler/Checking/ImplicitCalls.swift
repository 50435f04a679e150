import BindscopeLanguage
import BindscopeRuntime

/// Code that runs where the source names none — setters, observers, subscripts and operators
/// the session declared, and `deinit`s — and whether any is declared yet: until then, a
/// write need not look for accessors and a block need not release objects on time, so those
/// stay as cheap as in a session without them.
///
/// Written by the declarations of accessors, observers, subscripts, operators and deinits
/// (`Checker+Accessors`, `Checker+UserMethods`, `Checker+MutatingGetters`,
/// `Checker+Deinitializers` and the like), by `sealLibrary`, by `userType(named:)` on a
/// library type's first use, and by the session when it replays declarations; read by the
/// checking of writes and blocks. A snapshot does not keep it: a flag once set stays set.
///
/// The checker keeps it behind `didSet { revision &+= 1 }`: statements checked before a
/// flag was set are checked again.
public struct ImplicitCalls {
    /// `willSet`/`didSet` of observed variables, by variable.
    public var variableObservers: [ObjectIdentifier: VariableObservers] = [:]
    /// Set once any setter, observer or subscript is declared: until then writes need not look
    /// for them (checking a write stays as cheap as before).
    public var hasAccessors = false
    /// Whether the library prelude (Combine) declared accessors: `hasAccessors` is set again
    /// when a session first names one of its types (see `sealLibrary`).
    public var libraryHasAccessors = false
    /// Set once a class declares a `deinit`: blocks compiled from then on let objects end on
    /// time (see `Checker+Deinitializers`).
    public var hasDeinitializers = false

    public init() {}
}
