import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// Names qualified by the standard library's module: `Swift.min(a, b)` (the global function
/// even where a method called `min` would be found first), `Swift.Int.max`, `Swift.String(x)`;
/// and by its `Unicode` namespace: `Unicode.Scalar(65)`.
extension Checker {
    /// `Unicode.Scalar` written in an expression (the namespace is not a session name).
    public func isUnicodeScalarReference(_ base: Expression, _ name: String) -> Bool {
        guard name == "Scalar", case .identifier("Unicode") = base.kind else { return false }
        return lookup("Unicode") == nil && userType(named: "Unicode") == nil
    }

    /// Whether `expression` is `Swift`, the module, not a session name of that spelling.
    public func isSwiftModuleReference(_ expression: Expression) -> Bool {
        guard case .identifier("Swift") = expression.kind else { return false }
        return lookup("Swift") == nil && userType(named: "Swift") == nil
    }

    /// `Swift.name(arguments)`: a library function, or a built-in type's initializer.
    public func swiftQualifiedCall(
        _ name: String, _ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked {
        if let call = try builtinFunctionCall(name, arguments, expecting: expected, at: location) { return call }
        if let generic = try unspecializedInitializer(name, arguments, expecting: expected, at: location) { return generic }
        let type = try swiftModuleType(name, at: location)
        return try initializer(of: type, arguments, expecting: expected, at: location)
    }

    /// `Swift.Int`: a built-in type of the module, as a value (a metatype).
    public func swiftModuleMember(_ name: String, at location: SourceLocation) throws -> Checked {
        let type = try swiftModuleType(name, at: location)
        return Checked(.metatype(type)) { _ in .metatype(type) }
    }

    private func swiftModuleType(_ name: String, at location: SourceLocation) throws -> SessionType {
        guard Checker.builtinTypeNames.contains(name) else {
            // Foundation's math functions are not the Swift module's.
            if BuiltinMembers.globalFunctions[name] != nil, !BuiltinMembers.mathFunctionNames.contains(name) {
                throw Diagnostic("'Swift.\(name)' used as a value is not supported in a session; call it", at: location)
            }
            throw Diagnostic("module 'Swift' has no member named '\(name)'", at: location)
        }
        return try resolveNamed(name, [], at: location, library: true)
    }
}
