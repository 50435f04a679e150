import BindscopeLanguage
import BindscopeRuntime

/// The extensions whose members are not stored on a session type of their own: those of
/// built-in types, and the constrained extensions applied to a type only when its members are
/// first looked up. (An extension of a session type adds to that type's `UserMembers`, and a
/// generic type's extensions are kept by its template.)
///
/// Written by the extension declarations (`Checker+UserMethods`, `Checker+TypeDeclarations`,
/// `extendLibraryProtocol` in `Checker+Protocols`); read by member lookup and the built-in
/// conformances. A snapshot does not keep it.
///
/// The checker keeps it behind `didSet { revision &+= 1 }`: a new extension moves `revision`
/// on, so members looked up before it are looked up again. How far each type has been given
/// the constrained extensions (`appliedElementExtensions`, `adoptedLibraryExtensions`) is
/// kept outside, as it must not move `revision`.
public struct ExtensionRegistry {
    /// What `extension Int { … }` and the like added to built-in types.
    public var builtin: [SessionType: UserMembers] = [:]
    /// `extension Sequence where Element: Shape`: added to each array or set type whose
    /// elements meet the requirements, when its members are first looked up.
    public var elementConstrained: [ExtensionDeclaration] = []
    /// `extension CaseIterable where Self: Equatable { … }` (see `extendLibraryProtocol`).
    public var libraryProtocol: [ExtensionDeclaration] = []
    /// `extension Binding { … }`, `extension Collection where Element: Equatable { … }`:
    /// added to each library type they reach (`LibraryExtensionTargets`) whose parameters
    /// meet the `where` clause, when its members are first looked up
    /// (`Checker.applyLibraryExtensions`).
    public var libraryGeneric: [ExtensionDeclaration] = []

    public init() {}
}
