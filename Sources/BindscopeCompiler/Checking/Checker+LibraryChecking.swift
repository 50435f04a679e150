import BindscopeLibrary
import BindscopeRuntime

/// The checker is what the library's members check their uses with (see `LibraryChecking`);
/// most requirements are the checker's own functions, these are the rest.
extension Checker: LibraryChecking {
    public var comparisonResultType: NominalType { foundation.comparisonResult }
    public var random: SessionRandom { foundation.random }
}
