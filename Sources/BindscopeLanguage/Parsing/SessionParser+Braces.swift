extension SessionParser {
    /// Whether `source` opens more `{` than it closes, outside strings and comments: a REPL
    /// entry that failed inside a body is then read on to its closing brace (see
    /// `Session.submit`), and reported once, rather than its remaining lines running alone.
    public static func leavesBraceOpen(_ source: String) -> Bool {
        var source = source
        return source.withUTF8 { bytes in
            var depth = 0
            for token in Lexer.lex(bytes).tokens {
                switch token.kind {
                case .leftBrace: depth += 1
                case .rightBrace: depth -= 1
                default: continue
                }
            }
            return depth > 0
        }
    }
}
