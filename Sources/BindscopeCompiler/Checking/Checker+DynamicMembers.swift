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

extension Checker {
    /// `$model.name` of the SwiftUI prelude's `Bindable` over an `@Observable` class: a
    /// Binding through the property's tracked accessors, as `model.name` reads and writes it.
    /// The prelude's `subscript(dynamicMember:)` would take a key path, and a session's key
    /// paths step around the macro's tracking (`Checker+KeyPaths` refuses them).
    func observableBindableMember(of base: Checked, _ type: NominalType, _ name: String, at location: SourceLocation) throws -> Checked? {
        guard (type.specialization?.base ?? type.name) == "Bindable", isLibraryGenericType("Bindable"),
            let index = type.storedPropertyIndex(named: "wrappedValue"),
            case .nominal(let object) = type.storedProperties[index].type, object.isClass, object.isObservable,
            let propertyIndex = object.storedPropertyIndex(named: name), object.storedProperties[propertyIndex].isObservationTracked
        else { return nil }
        let bindable = base.evaluate
        let instance = Checked(.nominal(object)) { execution in
            guard case .structure(let wrapper) = try bindable(execution) else { preconditionFailure("a Bindable is a struct") }
            return wrapper.fields[index]
        }
        guard let property = try classMember(of: instance, object, name, at: location),
            case .binding(let makeBinding)? = property.place?.root
        else { return nil }
        return Checked(.binding(property.type), makeBinding)
    }
}
