/// `func area(of shape: some Shape)`: an opaque parameter type is an anonymous generic
/// parameter (SE-0341), `func area<T: Shape>(of shape: T)`; so each call is checked for the
/// argument's own type, as a generic function's are.
extension Parser {
    static func makeOpaqueParametersGeneric(
        _ parameters: inout [FunctionDeclaration.Parameter], _ generics: inout [GenericParameter]
    ) {
        for index in parameters.indices {
            parameters[index].type = replacingOpaque(in: parameters[index].type, adding: &generics)
        }
    }

    /// The type with each `some P` in it (also inside `[some P]` or `(some P)?`) named by a
    /// new generic parameter. The parameter is named as Swift prints the type, `some P`, which
    /// no written name can be; a second one of the same constraint gets a numbered name.
    private static func replacingOpaque(in type: TypeSyntax, adding generics: inout [GenericParameter]) -> TypeSyntax {
        switch type {
        case .opaque(let constraint, let location):
            let spelled = type.debugDescription
            let taken = generics.filter { $0.name == spelled || $0.name.hasPrefix(spelled + " #") }.count
            let name = taken == 0 ? spelled : "\(spelled) #\(taken + 1)"
            let constraints: [TypeSyntax] =
                if case .named("&", let components, _) = constraint { components } else { [constraint] }
            generics.append(GenericParameter(name: name, location: location, constraints: constraints))
            return .named(name, genericArguments: [], location: location)
        case .array(let element): return .array(replacingOpaque(in: element, adding: &generics))
        case .optional(let wrapped): return .optional(replacingOpaque(in: wrapped, adding: &generics))
        case .inout(let wrapped, let location): return .inout(replacingOpaque(in: wrapped, adding: &generics), location: location)
        default: return type
        }
    }
}
