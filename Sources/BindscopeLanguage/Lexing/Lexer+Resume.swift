/// Lexing again from the middle of a source, for the parser's bindscope commands.
///
/// A command such as `:help """` or `:why /* x` takes the raw rest of its line as text, but the
/// lexer read that line as Swift, where `"""` or `/*` may swallow the lines after it. The parser
/// therefore lexes again from the end of the command's line, until the new tokens meet the old
/// ones again: at top level a token depends only on the bytes from where it starts, so once
/// both lexings start a token at the same byte, the old tokens after it are right.
extension Lexer {
    /// Starts lexing at `offset`, which is on line `line` (whose first byte is `lineStart`).
    init(_ bytes: UnsafeBufferPointer<UInt8>, resumingAt offset: Int, line: Int, lineStart: Int) {
        self.init(bytes)
        position = offset
        self.line = line
        self.lineStart = lineStart
    }

    /// Lexes top-level tokens until one starts where a valid token of `old` (searched from
    /// `oldIndex` on) starts, or until the end of the input.
    ///
    /// - Returns: the new tokens, the last being that meeting token or the end-of-file token;
    ///   and the index in `old` from which the old tokens follow them (`old.count` when none do).
    mutating func lexTokens(meeting old: [Token], from oldIndex: Int) -> (tokens: [Token], resumeAt: Int) {
        var tokens: [Token] = []
        var next = oldIndex
        while true {
            let trivia = hasGivenUp ? Trivia() : skipTrivia(stoppingAtNewline: false)
            if let problem = trivia.problem {
                tokens.append(makeToken(.invalid(problem), start: position, location: trivia.problemLocation))
                if case .incomplete = problems[Int(problem)] {
                    tokens.append(makeToken(.endOfFile, start: position, location: location))
                    return (tokens, old.count)
                }
                continue
            }
            if hasGivenUp || position >= bytes.count {
                var end = makeToken(.endOfFile, start: position, location: location)
                end.isAtStartOfLine = trivia.sawNewline
                tokens.append(end)
                return (tokens, old.count)
            }
            var token = lexToken(afterWhitespace: trivia.sawWhitespace)
            token.isAtStartOfLine = trivia.sawNewline
            tokens.append(token)
            while next < old.count - 1 && old[next].start < token.start { next += 1 }
            if old[next].start == token.start, Lexer.canMeet(old[next]), Lexer.canMeet(token) {
                return (tokens, next + 1)
            }
        }
    }

    /// Invalid tokens start after the trivia problem they stand for, possibly where a real token
    /// also starts: only real tokens are compared.
    private static func canMeet(_ token: Token) -> Bool {
        if case .invalid = token.kind { return false }
        return token.kind != .endOfFile
    }
}
