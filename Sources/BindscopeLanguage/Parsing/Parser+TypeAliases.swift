extension Parser {
    /// typealias-declaration → 'typealias' identifier generic-parameters? '=' type
    ///
    /// Inside a type's braces the alias is named `Outer.Name`, as a nested type is (see
    /// `typeNamePrefix`), and is declared before the type with its nested types.
    mutating func parseTypeAlias() throws(ParseStop) -> (Statement, Int) {
        let keyword = current
        try advance()
        let nameToken = current
        guard nameToken.kind == .identifier else {
            if case .keyword(let keyword) = nameToken.kind, keyword != .underscore {
                throw fail("keyword '\(keyword.rawValue)' cannot be used as an identifier here")
            }
            throw fail("expected an identifier in typealias declaration")
        }
        try advance()
        let parameters = try parseGenericParameters()
        guard isOperator(.assign) else { throw failMissing("expected '=' in type alias declaration") }
        try consumeAssign()
        let type = try parseType(orFail: "expected type in type alias declaration")
        let declaration = Statement.Kind.typeAlias(
            name: typeNamePrefix + text(of: nameToken), nameLocation: nameToken.location, parameters: parameters, type: type)
        return try statement(declaration, at: keyword.location, over: 0)
    }
}
