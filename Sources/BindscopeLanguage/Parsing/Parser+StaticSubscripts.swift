/// `static subscript(index: Int) -> Color { … }`: a type's own subscript (`Palette[0]`).
extension Parser {
    /// The name a static subscript's getter goes by among the type's static methods; no
    /// method can be written with it, as `subscript` is a keyword.
    static let staticSubscriptName = "subscript"

    /// static-subscript → 'static' subscript-declaration
    ///
    /// A read-only one is its getter as a static method (`staticSubscriptName`), whose
    /// parameters take no argument labels unless they say one, as a subscript's do.
    mutating func parseStaticSubscript() throws(ParseStop) -> (FunctionDeclaration, Int) {
        let staticLocation = current.location
        try advance()
        let (subscriptDeclaration, height) = try parseSubscriptDeclaration()
        if subscriptDeclaration.parameters.first?.label == "_enclosingInstance" {
            // Swift's unofficial way for a wrapper to reach the object holding it (seed 000's
            // discussion guesses SwiftUI's State uses it): named, rather than taken for a
            // plain static subscript the wrapped property would never call.
            throw fail(
                "a property wrapper's 'static subscript(_enclosingInstance:wrapped:storage:)' is not supported in a session",
                at: subscriptDeclaration.location)
        }
        if let setter = subscriptDeclaration.setter {
            throw fail("static subscripts with a setter are not supported in a session", at: setter.location)
        }
        var parameters = subscriptDeclaration.parameters
        for index in parameters.indices where !parameters[index].hasSeparateLabel { parameters[index].label = nil }
        var declaration = FunctionDeclaration(
            modifiers: ["static"], modifierLocations: [staticLocation], funcLocation: subscriptDeclaration.location,
            name: Parser.staticSubscriptName, nameLocation: subscriptDeclaration.location, parameters: parameters,
            effect: .none, resultType: subscriptDeclaration.resultType, body: subscriptDeclaration.getter,
            closingBraceLocation: previous.location)
        declaration.generics = subscriptDeclaration.generics
        return (declaration, height)
    }
}
