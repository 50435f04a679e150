/// What the lexer makes of a source text: the tokens, plus the side tables tokens point into.
struct LexedSource: Sendable {
    /// The top-level tokens, ending with `.endOfFile`.
    var tokens: [Token]
    /// The contents of string literal tokens, indexed by `TokenKind.stringLiteral`.
    var strings: [StringLiteralContents]
    /// What went wrong at `TokenKind.invalid` tokens, indexed by their payload.
    var problems: [LexProblem]
}

/// The decoded pieces of one string literal.
struct StringLiteralContents: Sendable {
    enum Segment: Sendable {
        /// Literal text, escapes decoded and multi-line indentation removed.
        case text(String)
        /// The tokens of `\( … )`, ending with an `.endOfFile` token placed at the closing `)`.
        case interpolation([Token])
    }

    var segments: [Segment]
}

/// Why a token could not be lexed.
enum LexProblem: Sendable {
    /// The text is wrong whatever follows it.
    case error(Diagnostic)
    /// The text stops inside a multi-line string or a block comment: more lines may complete it.
    case incomplete
}
