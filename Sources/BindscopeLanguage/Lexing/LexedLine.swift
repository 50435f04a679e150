/// One line of Swift split into tokens exactly as the parser's lexer splits it, for code that
/// reads unfinished text outside the parser (Tab completion): a string literal, a comment, an
/// escape, an interpolation, a raw string or an operator is recognised there as the parser
/// recognises it, where a scanner of its own would drift from the lexer.
///
/// Only the top-level tokens: a string literal is one token, its interpolations included.
/// Comments and whitespace are not tokens; they show as gaps between the tokens' ranges.
public struct LexedLine: Sendable {
    /// The tokens in source order; no end-of-file token.
    public var tokens: [Token]
    /// Whether the text stops inside a string literal (an interpolation included) or a
    /// comment: its end is then no code, and nothing typed there is a name.
    public var endsInsideStringOrComment: Bool

    /// One token: what it is and where its spelling is.
    public struct Token: Equatable, Sendable {
        public var kind: Kind
        /// The token's spelling (quotes, `#`s and backticks included) in the lexed line.
        public var range: Range<String.Index>
    }

    /// Lexes `line`. Ranges index `line`; a text of several lines is lexed whole, as a line.
    public init(_ line: String) {
        var bytes = line
        let (lexed, endsInside) = bytes.withUTF8 { buffer in
            var lexer = Lexer(buffer)
            // A line of an entry may be inside an `#if` begun on a line before.
            lexer.startsInsideBlocks = true
            var tokens: [LexerToken] = []
            _ = lexer.lexTopLevelTokens(appendingTo: &tokens, atMost: .max)
            let kinds = tokens.lazy.filter { !$0.is(.endOfFile) }.map { token in
                (Kind(token.kind, spelledIn: buffer, from: token.start, to: token.end), token.start, token.end)
            }
            return (Array(kinds), lexer.endedInsideStringOrComment)
        }
        // Offsets become indices walking forward once, so a long line costs no more than its length.
        let utf8 = line.utf8
        var index = utf8.startIndex
        var offset = 0
        tokens = lexed.map { kind, start, end in
            index = utf8.index(index, offsetBy: start - offset)
            let lower = index
            index = utf8.index(index, offsetBy: end - start)
            offset = end
            return Token(kind: kind, range: lower..<index)
        }
        endsInsideStringOrComment = endsInside
    }
}

/// The lexer's token, named apart from `LexedLine.Token` (not as `BindscopeLanguage.Token`:
/// the benchmark package builds this module under another name).
typealias LexerToken = Token
