/// What a `LexedLine` token is, in a small public form of the lexer's `TokenKind`: enough to
/// tell names, literals, brackets and operators apart without the parser's tables.
extension LexedLine {
    public enum Kind: Equatable, Sendable {
        /// `name`, `$name`, `$0`, a backticked name.
        case identifier
        /// A reserved word (`let`, `in`, `true`…).
        case keyword
        /// A whole string literal, `"…"`, `"""…"""` or `#"…"#`; also one the lexer rejects
        /// (a bad escape, `'a'`, one the line ends inside), so its text is never read as code.
        case stringLiteral
        /// An integer or floating-point literal.
        case number
        case open(Bracket)
        case close(Bracket)
        /// `.` alone; `...` and `..<` are operators.
        case dot
        case comma
        case colon
        case semicolon
        /// An operator by its spelling: `??`, `...`, `=`, `<>`; a postfix `?` or `!` is one
        /// token of its own, as Swift splits it (`first?.title`, `x!=y` is `x! = y`).
        case `operator`(String)
        /// `@`, `\`, a lone `$`, and anything else the lexer rejects.
        case other
    }

    public enum Bracket: Equatable, Sendable {
        case parenthesis, square, brace
    }
}

extension LexedLine.Kind {
    init(_ kind: TokenKind, spelledIn bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        switch kind {
        case .identifier: self = .identifier
        case .keyword: self = .keyword
        case .integerLiteral, .floatLiteral: self = .number
        case .stringLiteral: self = .stringLiteral
        case .leftParen: self = .open(.parenthesis)
        case .rightParen: self = .close(.parenthesis)
        case .leftBracket: self = .open(.square)
        case .rightBracket: self = .close(.square)
        case .leftBrace: self = .open(.brace)
        case .rightBrace: self = .close(.brace)
        case .period: self = .dot
        case .comma: self = .comma
        case .colon: self = .colon
        case .semicolon: self = .semicolon
        case .operator(let known): self = .operator(known.rawValue)
        case .unknownOperator:
            self = .operator(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        case .invalid:
            // A problem in the whitespace before a token is an empty token of its own.
            self = end > start && Self.startsStringLiteral(bytes, at: start) ? .stringLiteral : .other
        case .at, .backslash, .endOfFile: self = .other
        }
    }

    /// Whether the lexer took the token at `start` for a string literal: the first bytes
    /// `lexToken` dispatches on (`"`, `'`, or `#`s then `"`).
    private static func startsStringLiteral(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var offset = start
        while offset < bytes.count, bytes[offset] == UInt8(ascii: "#") { offset += 1 }
        guard offset < bytes.count else { return false }
        return bytes[offset] == UInt8(ascii: "\"") || offset == start && bytes[offset] == UInt8(ascii: "'")
    }
}
