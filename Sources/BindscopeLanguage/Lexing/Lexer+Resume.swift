/// Lexing again from the middle of a source, for the parser's bindscope commands.
///
/// A command such as `:help """` or `:why /* x` takes the raw rest of its line as text, but the
/// lexer read that line as Swift, where `"""` or `/*` may swallow the lines after it. The parser
/// therefore drops the tokens after the command and lexes again from the end of its line
/// (`TokenSource.relex`). At top level a token depends only on the bytes from where it starts,
/// so nothing but the position carries over.
extension Lexer {
    /// Goes on lexing top-level tokens from `offset`, which is on line `line` (whose first
    /// byte is `lineStart`). Strings and problems recorded so far stay: old tokens index them.
    mutating func resume(at offset: Int, line: Int, lineStart: Int) {
        position = offset
        self.line = line
        self.lineStart = lineStart
        hasGivenUp = false
        interpolationDepth = 0
        hasLexedTopLevelToken = true
    }
}
