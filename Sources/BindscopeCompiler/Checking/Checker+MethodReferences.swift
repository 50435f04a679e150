import BindscopeLanguage
import BindscopeRuntime

/// Functions and methods used as values: a static method (`names.map(Text.shout)`), and any
/// function or method named with its argument labels (`add(_:to:)`, `Text.join(_:with:)`),
/// whose labels the parser keeps in the name.
extension Checker {
    /// `Type.method` for a static method the session declared, as a function value.
    /// `among` and `expected` pick among overloads as for an instance method (`userMethodReference`).
    public func userStaticMethodReference(
        _ type: SessionType, _ name: String, at location: SourceLocation, among named: [UserMethod]? = nil,
        expecting expected: SessionType? = nil
    ) throws -> Checked? {
        guard let all = named ?? userMembers(of: type)?.staticMethods[name] else {
            if userMembers(of: type)?.methods[name] != nil {
                // Swift gives the curried `(Type) -> (…) -> Result`.
                throw Diagnostic(
                    "instance method '\(name)' referenced through its type is not supported in a session; use a closure ({ $0.\(name)() })",
                    at: location)
            }
            return nil
        }
        let overloads = Checker.overloadOfType(all, expected) { .function(parameters: $0.parameters.map(\.localType), result: $0.resultType) }
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
    public func compoundFunctionReference(
        _ name: String, at location: SourceLocation, expecting expected: SessionType? = nil
    ) throws -> Checked? {
        guard let (base, full) = Checker.compoundName(name), case .functions(let overloads)? = lookup(base) else {
            return nil
        }
        let named = overloads.filter { $0.fullName == full }
        guard !named.isEmpty else { throw Diagnostic("cannot find '\(full)' in scope", at: location) }
        return try functionReference(named, named: full, at: location, expecting: expected)
    }

    /// A method of a session type named with its labels: the method whose full name it is
    /// (among several of that name, the one whose type the context expects).
    public func compoundMethodReference(
        of base: Checked, _ name: String, at location: SourceLocation, expecting expected: SessionType? = nil
    ) throws -> Checked? {
        guard let (baseName, full) = Checker.compoundName(name) else { return nil }
        let isStatic: Bool, instance: SessionType
        if case .metatype(let type) = base.type { (isStatic, instance) = (true, type) } else { (isStatic, instance) = (false, base.type) }
        guard let members = userMembers(of: instance) else { return nil }
        let named = (isStatic ? members.staticMethods : members.methods)[baseName, default: []].filter { $0.fullName == full }
        guard !named.isEmpty else { return nil }
        if named.contains(where: { $0.genericTemplate != nil }) {
            throw Diagnostic("generic method '\(full)' used as a value is not supported in a session; use a closure", at: location)
        }
        if isStatic { return try userStaticMethodReference(instance, baseName, at: location, among: named, expecting: expected) }
        return try userMethodReference(of: base, baseName, at: location, among: named, expecting: expected)
    }

    /// Among overloads, those of the function type the context expects; all of them when it
    /// expects none, or none of them fits (the caller then reports the ambiguity).
    static func overloadOfType<Function>(
        _ overloads: [Function], _ expected: SessionType?, type: (Function) -> SessionType
    ) -> [Function] {
        guard overloads.count > 1, case .function? = expected else { return overloads }
        let fitting = overloads.filter { type($0) == expected }
        return fitting.isEmpty ? overloads : fitting
    }
}
