import BindscopeLanguage
import BindscopeRuntime

/// Functions and methods used as values: a static method (`names.map(Text.shout)`), and any
/// function or method named with its argument labels (`add(_:to:)`, `Text.join(_:with:)`),
/// whose labels the parser keeps in the name.
extension Checker {
    /// `Type.method` for a static method the session declared, as a function value.
    public func userStaticMethodReference(_ type: SessionType, _ name: String, at location: SourceLocation) throws -> Checked? {
        guard let overloads = userMembers(of: type)?.staticMethods[name] else {
            if userMembers(of: type)?.methods[name] != nil {
                // Swift gives the curried `(Type) -> (…) -> Result`.
                throw Diagnostic(
                    "instance method '\(name)' referenced through its type is not supported in a session; use a closure ({ $0.\(name)() })",
                    at: location)
            }
            return nil
        }
        guard overloads.count == 1 else { throw Diagnostic("ambiguous use of '\(name)'", at: location) }
        let method = overloads[0]
        if method.parameters.contains(where: \.isInout) {
            throw Diagnostic(
                "methods with 'inout' parameters cannot be used as values in a session; call '\(method.fullName)' directly",
                at: location)
        }
        let functionType = SessionType.function(parameters: method.parameters.map(\.localType), result: method.resultType)
        let function = FunctionValue { execution, arguments in
            guard let body = method.body else { throw RuntimeError.fatal("method '\(name)' cannot run: its declaration failed") }
            // A static method's body takes the type itself first, as a call passes it.
            return try body.invoke(execution, [.metatype(type)] + arguments)
        }
        return Checked(functionType) { _ in .function(function) }
    }

    /// `name(label:…)` split into the base name and the whole name, or nil for a plain name.
    public static func compoundName(_ name: String) -> (base: String, full: String)? {
        // Asked for every member and name checked: the last byte rules out nearly all of them
        // before any search, and the search is over bytes ('(' is ASCII), not Characters.
        guard name.utf8.last == UInt8(ascii: ")"), name.hasSuffix(":)"),
            let open = name.utf8.firstIndex(of: UInt8(ascii: "("))
        else { return nil }
        return (String(name[..<open]), name)
    }

    /// A local or session function named with its labels.
    public func compoundFunctionReference(_ name: String, at location: SourceLocation) throws -> Checked? {
        guard let (base, full) = Checker.compoundName(name), case .functions(let overloads)? = lookup(base) else {
            return nil
        }
        let named = overloads.filter { $0.fullName == full }
        guard !named.isEmpty else { throw Diagnostic("cannot find '\(full)' in scope", at: location) }
        return try functionReference(named, named: full, at: location)
    }

    /// A method of a session type named with its labels: the method whose full name it is.
    public func compoundMethodReference(of base: Checked, _ name: String, at location: SourceLocation) throws -> Checked? {
        guard let (baseName, full) = Checker.compoundName(name) else { return nil }
        let isStatic: Bool, instance: SessionType
        if case .metatype(let type) = base.type { (isStatic, instance) = (true, type) } else { (isStatic, instance) = (false, base.type) }
        guard let members = userMembers(of: instance) else { return nil }
        let overloads = (isStatic ? members.staticMethods : members.methods)[baseName, default: []]
        guard overloads.contains(where: { $0.fullName == full }) else { return nil }
        guard overloads.count == 1 else {
            // The labels settle which overload is meant; every other use of the name stays ambiguous.
            throw Diagnostic("'\(full)' names one of several overloads of '\(baseName)', which is not supported as a value in a session; use a closure", at: location)
        }
        return try member(of: base, baseName, at: location)
    }
}
