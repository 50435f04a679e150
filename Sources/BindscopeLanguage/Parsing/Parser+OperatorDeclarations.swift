/// Operator and precedence-group declarations. What they declare was read before parsing
/// (`OperatorTable.declared(in:)`, as Swift's are order-free at file scope); here they are
/// checked for their place and form, and leave no statement behind.
extension Parser {
    /// Whether `prefix operator`, `postfix operator`, `infix operator` or `precedencegroup`
    /// starts here.
    var startsOperatorDeclaration: Bool {
        if isKeyword(.precedencegroup) { return true }
        guard isKeyword(.operator, peek()) else { return false }
        return isIdentifier("prefix") || isIdentifier("postfix") || isIdentifier("infix")
    }

    /// operator-declaration → ('prefix' | 'postfix' | 'infix') 'operator' operator (':' group)?
    /// precedence-group-declaration → 'precedencegroup' name '{' (attribute ':' value)* '}'
    mutating func skipOperatorDeclaration() throws(ParseStop) {
        let isGroup = isKeyword(.precedencegroup)
        let keyword = isGroup ? current : peek()
        if nesting > 0 || !typeNamePrefix.isEmpty || !declarationNames.isEmpty {
            let what = isGroup ? "precedencegroup" : "operator"
            throw fail("'\(what)' may only be declared at file scope", at: keyword.location)
        }
        if isGroup {
            try advance()
            guard current.kind == .identifier else { throw fail("expected identifier after 'precedencegroup'") }
            try advance()
            guard current.kind == .leftBrace else { throw failMissing("expected '{' after name of precedence group") }
            while current.kind != .rightBrace {
                if isAtEnd { throw .incomplete }
                try advance()
            }
            try advance()
            return
        }
        try advance()
        try advance()
        switch current.kind {
        case .operator, .unknownOperator: try advance()
        default: throw fail("expected operator name in operator declaration")
        }
        if current.kind == .colon, !current.isAtStartOfLine {
            try advance()
            guard current.kind == .identifier else { throw fail("expected precedence group name after ':' in operator declaration") }
            try advance()
        }
    }
}
