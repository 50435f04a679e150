/// `import` declarations: which modules exist is the checker's business.
extension Parser {
    /// import-declaration → '@testable'? 'import' import-kind? module-name ('.' identifier)*
    mutating func parseImport(isTestable: Bool) throws(ParseStop) -> (Statement, Int) {
        let importToken = current
        try advance()
        if case .keyword(let keyword) = current.kind, [.struct, .enum, .class, .protocol, .func, .var, .let, .typealias].contains(keyword) {
            throw unsupported("imports of single declarations ('import \(keyword.rawValue)') are")
        }
        guard current.kind == .identifier else { throw fail("expected module name in import declaration") }
        let moduleToken = current
        try advance()
        while current.kind == .period && current.isLeftBound {
            try advance()
            guard current.kind == .identifier else { throw fail("expected module name in import declaration") }
            try advance()
        }
        let declaration = ImportDeclaration(
            module: text(of: moduleToken), moduleLocation: moduleToken.location, isTestable: isTestable)
        return try statement(.importDeclaration(declaration), at: importToken.location, over: 0)
    }

    /// '@testable' 'import' …
    mutating func parseTestableImport() throws(ParseStop) -> (Statement, Int) {
        let at = current
        try advance()
        try advance()
        guard isKeyword(.import) else {
            throw fail("'@testable' may only be used on 'import' declarations", at: at.location)
        }
        let (statement, height) = try parseImport(isTestable: true)
        return (Statement(statement.kind, at: at.location), height)
    }
}
