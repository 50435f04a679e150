/// `#line`, `#column` and `#function` are literals the parser knows the value of: the line and
/// column where they are written, and the name of the declaration around them as Swift spells
/// it (`greet(name:_:)`, `init(x:)`, `subscript(_:)`, a property's name in its accessors and
/// observers, the type's name in a stored property's default value). `#file`, `#fileID` and
/// `#filePath` depend on the file, which the checker knows: they stay names (spelled with
/// their `#`) for it to resolve.
extension Parser {
    /// Whether `token` is a magic literal (`#line`…), which the lexer gives as an identifier
    /// spelled with its `#`: never a name a declaration may take.
    func isMagicLiteral(_ token: Token) -> Bool {
        token.kind == .identifier && source[token.start] == UInt8(ascii: "#")
    }

    /// A magic literal at the current token (an identifier starting with `#`).
    mutating func parseMagicLiteral() throws(ParseStop) -> Parsed {
        let token = current
        let name = text(of: token)
        try advance()
        let kind: Expression.Kind
        switch name {
        case "#line": kind = .integerLiteral(String(token.location.line))
        case "#column": kind = .integerLiteral(String(token.location.column))
        case "#function": kind = .stringLiteral([.text(declarationNames.last ?? SessionModule.name)])
        default: kind = .identifier(name)
        }
        return (Expression(kind, at: token.location), 1)
    }
}
