import BindscopeLanguage

// `typealias Minutes = Int`, `typealias Entry = (name: String, minutes: Int)`: another name
// for a type, wherever a type is written (annotations, `Entry(…)` calls). One declared inside
// a type is named `Outer.Name` and resolved as the type's nested types are.

extension Checker {
    func typeAliasDeclaration(_ name: String, _ syntax: TypeSyntax, at location: SourceLocation) throws {
        if typeAliases[name] != nil && !mayRedeclare(name) || types[name] != nil && !mayRedeclare(name) {
            throw Diagnostic("invalid redeclaration of '\(name.split(separator: ".").last!)'", at: location)
        }
        // Inside `Outer`, the aliased type may name Outer's nested types.
        let outer = name.split(separator: ".").dropLast().joined(separator: ".")
        let type = try outer.isEmpty ? resolve(syntax) : withNestedTypes(of: outer) { try resolve(syntax) }
        noteDeclared(name)
        typeAliases[name] = type
    }

    /// The type an alias names where it is used: inside a type, its own aliases and its
    /// enclosing types' first (as nested types), then the session's.
    func typeAlias(named name: String) -> SessionType? {
        guard !typeAliases.isEmpty else { return nil }
        for prefix in nestedTypePrefixes {
            if let type = typeAliases[prefix + name] { return type }
        }
        return typeAliases[name]
    }
}
