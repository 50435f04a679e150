import BindscopeLanguage
import BindscopeRuntime

// `@dynamicMemberLookup`: what a type's `subscript(dynamicMember:)` takes, for member access
// (`Checker+Members`, `Checker+Accessors`) and for `:explain`'s chains.

extension Checker {
    /// The root type of a `@dynamicMemberLookup` type's key paths: a Binding's value, or what
    /// the type's `subscript(dynamicMember:)` takes a key path from. Nil for other types.
    public func dynamicMemberRoot(of type: SessionType) -> SessionType? {
        if case .binding(let value) = type { return value }
        guard case .nominal(let nominal) = type, nominal.hasDynamicMemberLookup else { return nil }
        for entry in nominal.members.subscripts {
            if let template = entry.getter.genericTemplate {
                guard template.declaration.parameters.first?.label == "dynamicMember",
                    case .named(_, let arguments, _)? = template.declaration.parameters.first?.type, arguments.count == 2
                else { continue }
                let saved = instantiation.bindings
                defer { instantiation.bindings = saved }
                instantiation.bindings = template.bindings
                if let root = try? resolve(arguments[0]) { return root }
            } else if entry.getter.parameters.first?.label == "dynamicMember",
                let root = entry.getter.parameters.first?.type.keyPathTypes?.root
            {
                return root
            }
        }
        return nil
    }

    /// What `subscript(dynamicMember:)` is given for `.name`: a key path `\.name`, or the
    /// name as a String when the subscript takes one. Nil without such a subscript.
    public static func dynamicMemberArgument(_ type: NominalType, _ name: String, at location: SourceLocation) -> Argument? {
        var takesString: Bool?
        for entry in type.members.subscripts {
            if let template = entry.getter.genericTemplate, template.declaration.parameters.first?.label == "dynamicMember" {
                if case .named("String", [], _)? = template.declaration.parameters.first?.type { takesString = true } else { takesString = false }
                break
            }
            if entry.getter.parameters.first?.label == "dynamicMember" {
                takesString = entry.getter.parameters.first?.type == .string
                break
            }
        }
        guard let takesString else { return nil }
        let value = takesString
            ? Expression(.stringLiteral([.text(name)]), at: location)
            : Expression(.keyPath(root: nil, components: [.property(name, location: location)]), at: location)
        return Argument(label: "dynamicMember", value: value, location: location)
    }
}
