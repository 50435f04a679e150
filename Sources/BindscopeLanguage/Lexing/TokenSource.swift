/// The parser's tokens, lexed as the parser reaches them and dropped once a top-level
/// statement is done with them.
///
/// A script of 200,000 lines would otherwise be lexed whole before its first statement could
/// be parsed, checked and run, and its tokens (about 30 bytes each) would all stay in memory
/// to the end. Here the lexer runs a piece ahead of the parser (`lookaheadPiece` tokens at a
/// time), and `discard(before:)` lets go of the tokens of finished top-level statements, so
/// memory stays bounded by the longest statement, not by the source.
///
/// Token indices are absolute: index 0 is the source's first token however many have been
/// dropped. Reading past the end gives the end-of-file token, as the parser expects.
///
/// A class, so that the parser's many non-mutating lookahead functions (`peek(_:)`) can still
/// lex further when they look past what has been lexed. Only the parser's thread touches it,
/// and no access to its state overlaps another, so its properties skip the run-time
/// exclusivity checks (the parser reads a token for almost every step it takes).
final class TokenSource {
    /// How many tokens the lexer adds when the parser reaches the end of what it has: a piece
    /// of a long source, a few for one statement (`init(lexing:from:line:lineStart:)`), a few
    /// for a parser that copies lines alike, whose tokens then mostly need no lexing
    /// (`skip(to:standingFor:then:resumingAs:)`).
    var lookaheadPiece: Int

    @exclusivity(unchecked) private var lexer: Lexer
    /// The source whose lexer holds the string and problem tables, for an interpolation's
    /// tokens (lexed already, with the string around them); nil when that is `lexer`.
    private let tables: TokenSource?
    /// The tokens from absolute index `windowStart` on.
    @exclusivity(unchecked) private var window: [Token] = []
    @exclusivity(unchecked) private var windowStart = 0
    /// Whether `window` ends with the end-of-file token.
    @exclusivity(unchecked) private var isLexedToEnd = false

    /// The tokens of `bytes`, lexed as they are reached.
    init(lexing bytes: UnsafeBufferPointer<UInt8>, languageMode: LanguageMode = .swift5) {
        lexer = Lexer(bytes, languageMode: languageMode)
        tables = nil
        lookaheadPiece = 512
    }

    /// The tokens of `bytes` from `offset`, on line `line` (whose first byte is `lineStart`),
    /// lexed a few at a time: for one statement.
    init(
        lexing bytes: UnsafeBufferPointer<UInt8>, from offset: Int, line: Int, lineStart: Int,
        languageMode: LanguageMode = .swift5
    ) {
        lexer = Lexer(bytes, languageMode: languageMode)
        lexer.resume(at: offset, line: line, lineStart: lineStart)
        // Perhaps inside `#if` blocks begun before `offset` (see `Lexer.startsInsideBlocks`).
        lexer.startsInsideBlocks = true
        tables = nil
        lookaheadPiece = 16
    }

    /// A fixed list of tokens ending with `.endOfFile` (a string interpolation's), whose
    /// strings and problems are `parent`'s.
    init(tokens: [Token], tablesOf parent: TokenSource) {
        lexer = Lexer(UnsafeBufferPointer(start: nil, count: 0))
        tables = parent.tables ?? parent
        window = tokens
        isLexedToEnd = true
        lookaheadPiece = 512
    }

    /// The token at absolute index `index`; the end-of-file token when `index` is past it.
    subscript(index: Int) -> Token {
        get {
            let offset = index &- windowStart
            if offset < window.count { return window[offset] }
            return tokenLexingAhead(at: index)
        }
        set {
            _ = self[index]
            window[index - windowStart] = newValue
        }
    }

    private func tokenLexingAhead(at index: Int) -> Token {
        while !isLexedToEnd, index - windowStart >= window.count {
            isLexedToEnd = lexer.lexTopLevelTokens(appendingTo: &window, atMost: lookaheadPiece)
        }
        return window[min(index - windowStart, window.count - 1)]
    }

    /// How many tokens are held: bounded by the longest top-level statement plus a piece, not
    /// by the length of the source (checked by the tests).
    var heldTokenCount: Int { window.count }

    /// The contents of string literal tokens, indexed by `TokenKind.stringLiteral`.
    var strings: [StringLiteralContents] { tables?.lexer.strings ?? lexer.strings }

    /// What went wrong at `TokenKind.invalid` tokens, indexed by their payload.
    var problems: [LexProblem] { tables?.lexer.problems ?? lexer.problems }

    /// Lets go of the tokens before absolute index `index`, which the parser will not read
    /// again. Copies the rest down only when that frees at least half the window, so the cost
    /// stays proportional to the tokens lexed.
    func discard(before index: Int) {
        let count = index - windowStart
        guard count > 0, count * 2 >= window.count, count <= window.count else { return }
        window.removeFirst(count)
        windowStart = index
    }

    /// Whether the token at absolute index `index` has been lexed.
    func hasLexed(_ index: Int) -> Bool {
        isLexedToEnd || index &- windowStart < window.count
    }

    /// The first token from byte `offset` on (line `line`, whose first byte is `lineStart`),
    /// lexed apart from the window, and the lexer just past it: the token after a statement
    /// whose own tokens the parser skips without lexing them (see `skip`). At top level a
    /// token depends only on the bytes from where it starts, so it is the token the lexer
    /// would give there.
    func token(lexedFrom offset: Int, line: Int, lineStart: Int) -> (token: Token, lexer: Lexer) {
        var probe = Lexer(lexer.bytes, languageMode: lexer.languageMode)
        probe.resume(at: offset, line: line, lineStart: lineStart)
        // Inside the blocks the lexer is in: a directive before the token goes on from there.
        probe.conditionalBlocks = lexer.conditionalBlocks
        probe.startsInsideBlocks = lexer.startsInsideBlocks
        Self.empty(&scratch)
        _ = probe.lexTopLevelTokens(appendingTo: &scratch, atMost: 1)
        return (scratch[0], probe)
    }

    /// Skips the tokens up to absolute index `index`, none lexed yet (`hasLexed`): `last`
    /// stands for the one at `index` (the parser's `previous` once past it) and `follower`
    /// (from `token(lexedFrom:line:lineStart:)`, a name, a keyword or the end of the input,
    /// which index no table) for the one after; lexing goes on as `probe`, past it.
    func skip(to index: Int, standingFor last: Token, then follower: Token, resumingAs probe: Lexer) {
        precondition(tables == nil && !hasLexed(index), "only tokens not lexed yet are skipped")
        switch follower.kind {
        case .identifier, .keyword, .endOfFile: break
        default: preconditionFailure("a skipped statement's follower indexes no table")
        }
        Self.empty(&window)
        window.append(last)
        window.append(follower)
        windowStart = index
        lexer.resume(at: probe.position, line: probe.line, lineStart: probe.lineStart)
        lexer.conditionalBlocks = probe.conditionalBlocks
        isLexedToEnd = follower.kind == .endOfFile
    }

    /// Empties `tokens`, keeping its storage, one token at a time: `removeAll(keepingCapacity:)`
    /// takes the general path of replacing a range, which cost more than the few tokens a
    /// skipped line leaves here (a line alike the one before is skipped for each of 100k).
    private static func empty(_ tokens: inout [Token]) {
        while !tokens.isEmpty { tokens.removeLast() }
    }

    /// Reused by `token(lexedFrom:line:lineStart:)`.
    @exclusivity(unchecked) private var scratch: [Token] = []

    /// Puts `previous` at absolute index `index`, drops the tokens after it and lexes again
    /// from byte `offset`, on line `line` (whose first byte is `lineStart`): for a bindscope
    /// command, which takes the raw rest of its line as text where the lexer read it as Swift
    /// (see `Parser.resumeLexing`).
    func relex(after index: Int, replacingItWith previous: Token, at offset: Int, line: Int, lineStart: Int) {
        precondition(tables == nil, "an interpolation's tokens are never lexed again")
        _ = self[index]
        let position = min(index - windowStart, window.count - 1)
        window.removeSubrange((position + 1)...)
        window[position] = previous
        lexer.rewindDirectives(to: offset)
        lexer.resume(at: offset, line: line, lineStart: lineStart)
        isLexedToEnd = false
    }
}
