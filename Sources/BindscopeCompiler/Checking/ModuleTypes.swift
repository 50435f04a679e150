import BindscopeLanguage
import BindscopeRuntime

/// The types of the level below the session: the imported module's (the sample model) and
/// the library prelude's (Combine).
///
/// Written only when they are sealed (`sealModule`, `sealLibrary` in `Checker+Modules`),
/// which move what was declared so far out of `DeclaredTypes` into these tables; a session's
/// statements only read them, and a snapshot does not keep them (nothing a statement does can
/// change them). Lookups are session-first, so the session's own types shadow these.
///
/// The checker keeps it behind `didSet { revision &+= 1 }`: sealing moves `revision` on.
public struct ModuleTypes {
    /// The module's and the library's types by name.
    public var types: [String: NominalType] = [:]
    /// The names in `types` that the library prelude declared: not the sample module's
    /// members, and their first use turns on releasing for `AnyCancellable`'s deinit.
    public var libraryTypeNames: Set<String> = []
    /// The library prelude's generic types (`Published`, `StateObject`), by identity: a
    /// session's own type of the same name is not the library's. (The templates themselves
    /// stay in `DeclaredTypes.genericTypes`.)
    public var libraryGenericTypes: [String: ObjectIdentifier] = [:]
    /// The imported module's name (`SampleModel`), nil until `sealModule`.
    public var name: String?

    public init() {}
}
