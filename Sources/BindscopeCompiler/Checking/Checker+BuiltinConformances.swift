import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// Conformances of built-in types to the session's protocols: `extension Int: Describable { … }`,
// `extension Array: Describable where Element: Describable`. They work as a session type's
// do (see Checker+Protocols.swift): the protocol extensions' defaults the type lacks are added
// to it as an extension would add them, every requirement is checked, and witnesses are
// compiled for it. A built-in type has no `NominalType` to keep witnesses on, so the protocol
// keeps them (`ProtocolInfo.builtinWitnesses`, by type): the dispatcher of `any P`, the
// conversion to an existential, casts and generic constraints all look there.

extension Checker {
    /// The conformances an extension of the built-in `type` declares, once its members are added.
    public func conformBuiltin(_ type: SessionType, to conformances: [TypeSyntax], at location: SourceLocation) throws {
        // swiftc reports a requirement that is not met at `extension`, before the type's name.
        let extensionKeyword = SourceLocation(line: location.line, column: max(1, location.column - 10))
        for name in try protocols(conformances).sorted() {
            let entry = conformances.first { if case .named(name, _, _) = $0 { true } else { false } }
            let at = entry?.location ?? location
            guard let protocolType = userType(named: name), protocolType.kind == .protocolType else {
                if conforms(type, to: name) {
                    throw Diagnostic("redundant conformance of '\(type.displayName)' to protocol '\(name)'", at: at)
                }
                // Library protocols have no witnesses in the session to give them.
                throw Diagnostic(
                    "conformances of built-in types to library protocols ('\(name)') are not supported in a session", at: at)
            }
            if protocolType.hasBuiltinConformer(type) {
                throw Diagnostic("redundant conformance of '\(type.displayName)' to protocol '\(name)'", at: at)
            }
            try conformBuiltin(type, to: protocolType, at: extensionKeyword)
        }
    }

    /// Whether the built-in `type` conforms to the session's protocol `name`. An
    /// element-constrained extension that declares a conformance (`extension Array: P where
    /// Element: P`) is applied to `[T]` first, as a member lookup would apply it.
    public func builtinConforms(_ type: SessionType, to protocolType: NominalType) -> Bool {
        guard type.nominalType == nil, protocolType.kind == .protocolType else { return false }
        applyElementConstrainedExtensions(to: type)
        return protocolType.hasBuiltinConformer(type)
    }

    private func conformBuiltin(_ type: SessionType, to protocolType: NominalType, at location: SourceLocation) throws {
        guard let info = protocolType.protocolInfo else { return }
        for refined in info.refined where !refined.hasBuiltinConformer(type) {
            try conformBuiltin(type, to: refined, at: location)
        }
        if protocolType.conformances.contains("AnyObject") {
            throw Diagnostic(
                "non-class type '\(type.displayName)' cannot conform to class protocol '\(protocolType.name)'", at: location)
        }
        // Noted first, so that a default constrained on `Self: P` sees the conformance.
        info.builtinWitnesses[type] = [:]
        info.builtinConformers.append(type)
        do {
            try adoptBuiltinDefaults(of: protocolType, in: type, from: info.extensions)
            let saved = instantiation.bindings
            defer { instantiation.bindings = saved }
            bindBuiltinConformer(type, of: protocolType)
            let fail = Diagnostic(
                "type '\(type.displayName)' does not conform to protocol '\(protocolType.name)'", at: location)
            let table = extensionRegistry.builtin[type]
            for property in info.declaration.properties where property.isStatic {
                if table?.staticProperties[property.name] == nil,
                    table?.staticMethods[Checker.staticPropertyMethodName(property.name)] == nil
                { throw fail }
            }
            for method in info.declaration.methods where method.isStatic {
                if table?.staticMethods[method.name] == nil { throw fail }
            }
            // Extensions of built-in types cannot declare initializers in a session: say so.
            if !info.declaration.initializers.isEmpty {
                throw Diagnostic(
                    "initializer requirements of a protocol ('\(protocolType.name)') met by a built-in type ('\(type.displayName)') are not supported in a session",
                    at: location)
            }
            info.builtinWitnesses[type] = try instanceWitnesses(of: info, for: type, failing: fail, at: location)
        } catch {
            info.builtinWitnesses[type] = nil
            info.builtinConformers.removeAll { $0 == type }
            throw error
        }
    }

    /// `Self` is the built-in type; an associated type is whatever the witness gives.
    private func bindBuiltinConformer(_ type: SessionType, of protocolType: NominalType) {
        instantiation.bindings["Self"] = type
        for candidate in [protocolType] + (protocolType.protocolInfo?.refined ?? []) {
            for name in candidate.protocolInfo?.associatedTypeNames ?? [] { instantiation.bindings[name] = .any }
        }
    }

    /// The members of the protocol's extensions (those whose `where` clause `type` meets) that
    /// `type` has neither from the library nor from the session's extensions, added to it.
    public func adoptBuiltinDefaults(
        of protocolType: NominalType, in type: SessionType, from extensions: [ExtensionDeclaration]
    ) throws {
        let saved = instantiation.bindings
        defer { instantiation.bindings = saved }
        instantiation.bindings = [:]
        bindBuiltinConformer(type, of: protocolType)
        // As for a session type: a constrained extension's member is more specialized, so first.
        let constrainedFirst = extensions.filter { !$0.generics.requirements.isEmpty }
            + extensions.filter { $0.generics.requirements.isEmpty }
        for declaration in constrainedFirst {
            guard requirementsHold(declaration.generics) else { continue }
            var defaults = declaration
            defaults.conformances = []
            defaults.generics = GenericSignature()
            defaults.members = declaration.members.filter { member in
                switch member {
                case .function(let function) where !function.isStatic:
                    return !hasBuiltinMember(function.name, in: type)
                case .computed(let property) where !property.isStatic && property.setter == nil:
                    return !hasBuiltinMember(property.name, in: type)
                default:
                    // Static members, setters and initializers cannot be added to a built-in type here.
                    return false
                }
            }
            if defaults.members.isEmpty { continue }
            try builtinExtension(defaults, of: type)
        }
    }

    /// Whether `type` has a member `name`, the library's own or one a session's extension added.
    private func hasBuiltinMember(_ name: String, in type: SessionType) -> Bool {
        if let table = extensionRegistry.builtin[type], table.methods[name] != nil || table.computedProperties[name] != nil {
            return true
        }
        return BuiltinMembers.tables(for: type).contains { table in
            table.property(named: name) != nil || !table.methods(named: name).isEmpty
        }
    }
}
