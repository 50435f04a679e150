import BindscopeLanguage
import BindscopeRuntime

// `typealias Minutes = Int`, `typealias Entry = (name: String, minutes: Int)`: another name
// for a type, wherever a type is written (annotations, `Entry(…)` calls). One declared inside
// a type is named `Outer.Name` and resolved as the type's nested types are.

/// `typealias Matrix<T> = [[T]]`: resolved at each use with its parameters bound to the
/// arguments written there (`Matrix<Int>` is `[[Int]]`).
public struct GenericTypeAlias {
    public let name: String
    public let signature: GenericSignature
    public let type: TypeSyntax
    /// The type it was declared in (`Outer` for `Outer.Name`), or empty.
    public let outer: String

    public init(name: String, signature: GenericSignature, type: TypeSyntax, outer: String) {
        self.name = name
        self.signature = signature
        self.type = type
        self.outer = outer
    }
}

extension Checker {
    public func typeAliasDeclaration(
        _ name: String, _ parameters: [GenericParameter], _ syntax: TypeSyntax, at location: SourceLocation
    ) throws {
        if (declared.typeAliases[name] != nil || declared.genericTypeAliases[name] != nil || declared.types[name] != nil || declared.genericTypes[name] != nil)
            && !mayRedeclare(name)
        {
            throw Diagnostic("invalid redeclaration of '\(name.split(separator: ".").last!)'", at: location)
        }
        // Inside `Outer`, the aliased type may name Outer's nested types.
        let outer = name.split(separator: ".").dropLast().joined(separator: ".")
        if !parameters.isEmpty {
            var seen: Set<String> = []
            for parameter in parameters where !seen.insert(parameter.name).inserted {
                throw Diagnostic("invalid redeclaration of '\(parameter.name)'", at: parameter.location)
            }
            noteDeclared(name)
            declared.typeAliases[name] = nil
            declared.genericTypeAliases[name] = GenericTypeAlias(
                name: name, signature: GenericSignature(parameters: parameters), type: syntax, outer: outer)
            return
        }
        let type = try outer.isEmpty ? resolve(syntax) : withNestedTypes(of: outer) { try resolve(syntax) }
        noteDeclared(name)
        declared.genericTypeAliases[name] = nil
        declared.typeAliases[name] = type
    }

    /// The generic alias a name means where it is used (as `typeAlias(named:)` finds one).
    public func genericTypeAlias(named name: String) -> GenericTypeAlias? {
        guard !declared.genericTypeAliases.isEmpty else { return nil }
        for prefix in nestedTypePrefixes {
            if let alias = declared.genericTypeAliases[prefix + name] { return alias }
        }
        return declared.genericTypeAliases[name]
    }

    /// `Matrix<Int>`: the aliased type with the alias's parameters bound to `arguments`.
    public func resolveGenericAlias(_ alias: GenericTypeAlias, _ arguments: [TypeSyntax], at location: SourceLocation) throws -> SessionType {
        let parameters = alias.signature.parameters
        let shortName = String(alias.name.split(separator: ".").last!)
        guard arguments.count == parameters.count else {
            if arguments.isEmpty {
                throw Diagnostic("reference to generic type '\(shortName)' requires arguments in <...>", at: location)
            }
            throw Diagnostic(
                "generic type '\(shortName)' specialized with too \(arguments.count > parameters.count ? "many" : "few") type parameters (got \(arguments.count), but expected \(parameters.count))",
                at: location)
        }
        let resolved = try arguments.map(resolve)
        let bindings = Dictionary(uniqueKeysWithValues: zip(parameters.map(\.name), resolved))
        try requireConstraints(alias.signature, bindings, at: location)
        let saved = instantiation.bindings
        defer { instantiation.bindings = saved }
        instantiation.bindings.merge(bindings) { _, new in new }
        return try alias.outer.isEmpty ? resolve(alias.type) : withNestedTypes(of: alias.outer) { try resolve(alias.type) }
    }

    /// The type an alias names where it is used: inside a type, its own aliases and its
    /// enclosing types' first (as nested types), then the session's.
    public func typeAlias(named name: String) -> SessionType? {
        guard !declared.typeAliases.isEmpty || !instantiation.nestedAliases.isEmpty else { return nil }
        for prefix in nestedTypePrefixes {
            if let type = declared.typeAliases[prefix + name] ?? instantiation.nestedAliases[prefix + name] { return type }
        }
        if let type = declared.typeAliases[name] { return type }
        guard let current = nestedTypePrefixes.first?.dropLast() else { return nil }
        return protocolTypeAlias(named: name, seenFrom: String(current))
    }

    /// `Name` inside a type conforming to `protocol Named { typealias Name = String }`: the
    /// protocol's alias, which its conformers see (while a type's own members are declared,
    /// before its conformances are known, every protocol's alias of that name is a candidate).
    private func protocolTypeAlias(named name: String, seenFrom typeName: String) -> SessionType? {
        let suffix = "." + name
        let conformances = userType(named: typeName)?.conformances
        for key in declared.typeAliases.keys.sorted() where key.hasSuffix(suffix) {
            let owner = String(key.dropLast(suffix.count))
            guard userType(named: owner)?.kind == .protocolType, conformances?.contains(owner) ?? true else { continue }
            return declared.typeAliases[key]
        }
        // `associatedtype Item = Int`: a conformer that does not settle `Item` sees the default.
        for (owner, protocolType) in declared.types.sorted(by: { $0.key < $1.key })
        where protocolType.kind == .protocolType && conformances?.contains(owner) ?? true {
            guard let associated = protocolType.protocolInfo?.declaration.associatedTypes.first(where: { $0.name == name }),
                let defaultType = associated.defaultType
            else { continue }
            return try? resolve(defaultType)
        }
        return nil
    }
}
