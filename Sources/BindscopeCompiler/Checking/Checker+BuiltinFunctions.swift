import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// A call of one of the library's global functions (`BuiltinMembers.globalFunctions`); nil
    /// when `name` is none of them.
    public func builtinFunctionCall(
        _ name: String, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked? {
        guard let check = BuiltinMembers.globalFunctions[name] else { return nil }
        return try check(self, name, arguments, expected, location)
    }
}
