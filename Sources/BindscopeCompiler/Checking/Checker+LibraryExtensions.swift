import BindscopeLanguage
import BindscopeRuntime

/// Extensions of the library's generic types and protocols (`extension Binding { … }`,
/// `extension Optional { … }`, `extension Collection where Element: Equatable { … }`).
///
/// Swift checks such members once, generically. Here a type's members are checked for each
/// concrete type (`Binding<String?>`, `[Int]`), the first time a member of that type is
/// looked up, with the extension's generic parameters bound to that type's
/// (`LibraryExtensionTargets`), as the checker instantiates the session's own generic types.
/// They then are built-in extension members of that type (`builtinExtension`).
extension Checker {
    /// Whether `declaration` extends a library type or protocol generically: then it is
    /// registered, to be applied to each type it reaches.
    public func declareLibraryExtension(_ declaration: ExtensionDeclaration) throws -> Bool {
        guard LibraryExtensionTargets.names.contains(declaration.typeName), userType(named: declaration.typeName) == nil
        else { return false }
        if let conformance = declaration.conformances.first {
            throw Diagnostic("conformances of built-in types are not supported in a session", at: conformance.location)
        }
        let isGeneric = !LibraryExtensionTargets.genericParameters(of: declaration.typeName).isEmpty
        for case .stored(let property) in declaration.members where property.isStatic && isGeneric {
            throw Diagnostic("static stored properties not supported in generic types", at: property.nameLocation)
        }
        for member in declaration.members {
            if case .initializer(let initializer) = member, LibraryExtensionTargets.genericParameters(of: declaration.typeName).isEmpty {
                throw Diagnostic(
                    "initializers in extensions of '\(declaration.typeName)' are not supported in a session yet",
                    at: initializer.location)
            }
        }
        // Its setters are compiled when a type it reaches is first used; writes must look for them.
        for case .computed(let property) in declaration.members where property.setter != nil {
            implicitCalls.hasAccessors = true
        }
        var registered = declaration
        registered.members = Checker.staticPropertiesAsMethods(declaration.members)
        extensionRegistry.libraryGeneric.append(registered)
        return true
    }

    /// Gives `type` the members of the generic library extensions declared since it was last
    /// looked at that reach it and whose `where` clause it meets.
    public func applyLibraryExtensions(to type: SessionType) {
        let registered = extensionRegistry.libraryGeneric
        guard !registered.isEmpty else { return }
        let start = appliedLibraryExtensions[type] ?? 0
        guard start < registered.count else { return }
        // Checking one type's members may look up a larger type's (`init(_ source:
        // Binding<Value?>)` reads `source.wrappedValue`, a member of `Binding<Value?>`, whose
        // own initializer takes a `Binding<Value??>`…): a few levels deep, the larger type is
        // left for when it is used itself.
        guard libraryExtensionDepth < 3 else { return }
        libraryExtensionDepth += 1
        defer { libraryExtensionDepth -= 1 }
        appliedLibraryExtensions[type] = registered.count
        for declaration in registered[start...] {
            guard let parameters = LibraryExtensionTargets.parameters(of: type, extending: declaration.typeName) else { continue }
            let saved = instantiation.bindings
            defer { instantiation.bindings = saved }
            instantiation.bindings.merge(parameters) { _, new in new }
            guard requirementsHold(declaration.generics) else { continue }
            var members = declaration
            members.generics = GenericSignature()
            members.requirements = [:]
            do {
                try builtinExtension(members, of: type)
            } catch let diagnostic as Diagnostic {
                // The type has none of its members; a use of one says why.
                for name in Checker.declaredMemberNames(declaration) {
                    libraryExtensionFailures[type, default: [:]][name] = diagnostic
                }
            } catch {
                continue
            }
        }
    }

    /// `Result` is an enum type made per pair of arguments (`resultType`): its members from
    /// `extension Result { … }` join its own tables when a member of it is looked up.
    func applyLibraryExtensionsToResult(_ type: SessionType) {
        guard case .nominal(let nominal) = type, nominal.specialization?.base == "Result",
            !extensionRegistry.libraryGeneric.isEmpty
        else { return }
        applyLibraryExtensions(to: type)
    }

    /// Why `type` lacks `name`, when a generic extension declaring it failed for that type.
    public func libraryExtensionFailure(_ name: String, of type: SessionType) -> Diagnostic? {
        libraryExtensionFailures[type]?[name]
    }

    private static func declaredMemberNames(_ declaration: ExtensionDeclaration) -> [String] {
        declaration.members.compactMap { member in
            switch member {
            case .stored(let property): property.name
            case .computed(let property): property.name
            case .function(let function): function.name
            case .subscriptDeclaration: "subscript"
            case .initializer: "init"
            case .deinitializer: nil
            }
        }
    }
}

extension Checker {
    /// `Binding($name, default: "")`, `Int(doubled: 3)`: an initializer a session's extension
    /// gave a library type. The type's generic parameters come from the context, or else from
    /// the arguments matched against the initializer's parameters (`Binding<Value?>` given a
    /// `Binding<String?>` makes `Value` String). Nil when no extension initializer fits, so the
    /// library's own are tried.
    public func libraryExtensionInitializerCall(
        _ name: String, _ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked? {
        var candidates: [SessionType] = []
        if let builtin = extensibleBuiltinType(named: name) {
            candidates = [builtin]
        } else {
            let declarations = extensionRegistry.libraryGeneric.filter { $0.typeName == name }
            let initializers = declarations.flatMap { declaration in
                declaration.members.compactMap { member -> InitializerDeclaration? in
                    if case .initializer(let initializer) = member { return initializer }
                    return nil
                }
            }
            guard !initializers.isEmpty else { return nil }
            if let expected = expected?.unwrappedOnce, LibraryExtensionTargets.parameters(of: expected, extending: name) != nil {
                candidates.append(expected)
            }
            let labels = arguments.map(\.label)
            let names = Set(LibraryExtensionTargets.genericParameters(of: name))
            for initializer in initializers where initializer.parameters.map(\.label) == labels {
                var bindings: [String: SessionType] = [:]
                for (parameter, argument) in zip(initializer.parameters, arguments) {
                    // An argument that says nothing on its own (a closure) is left to the call.
                    guard let type = try? checkValue(argument.value).type else { continue }
                    try? unify(parameter.type, type, names, &bindings, at: argument.location)
                }
                if let type = LibraryExtensionTargets.type(named: name, bindings), !candidates.contains(type) {
                    candidates.append(type)
                }
            }
        }
        for type in candidates {
            applyLibraryExtensions(to: type)
            guard let table = extensionRegistry.builtin[type], !table.initializers.isEmpty,
                let (initializer, checkedArguments) = try? chooseOverload(
                    table.initializers, arguments, expecting: expected, kind: "initializer", at: location)
            else { continue }
            if initializer.throwsErrors {
                try requireTry(callingThrowing: initializer.fullName, at: location, errorType: initializer.errorType)
            }
            let all = [CallArgument.value({ _ in .void })] + checkedArguments
            return Checked(initializer.resultType) { execution in
                guard let body = initializer.body else { throw RuntimeError.fatal("initializer cannot run: its declaration failed") }
                return try Checker.invoke(body, all, in: execution)
            }
        }
        return nil
    }
}

