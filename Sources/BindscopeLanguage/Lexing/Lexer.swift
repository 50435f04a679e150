/// Turns the UTF-8 bytes of a session into tokens, the way Swift's lexer does.
///
/// Hand-written over raw bytes; the only strings it builds are the texts of string literals.
/// Problems become `.invalid` tokens rather than stopping the lexer: the parser reports the
/// first one it reaches, so the first error in source order is the one shown.
struct Lexer {
    /// Deeper string interpolations than this are reported instead of lexed.
    static let maximumInterpolationDepth = 256

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var line = 1
    var lineStart = 0
    var strings: [StringLiteralContents] = []
    var problems: [LexProblem] = []
    var interpolationDepth = 0
    /// Set after a problem that makes the rest of the input meaningless (nesting too deep):
    /// every loop stops and the token lists end.
    var hasGivenUp = false
    /// Whether a top-level token (even an invalid one) has been lexed: the first counts as
    /// starting a line.
    var hasLexedTopLevelToken = false
    /// Whether the input stopped inside a string literal (an interpolation included) or a
    /// comment: for `LexedLine`, whose unfinished line is then no code at its end.
    var endedInsideStringOrComment = false
    /// The language mode, which `#if swift(>=…)` compares with.
    var languageMode = LanguageMode.swift5
    /// The `#if` blocks the lexer is inside, innermost last (see `Lexer+Directives`).
    var conditionalBlocks: [ConditionalBlock] = []
    /// Set for a lexer that starts in the middle of a text (`resume`), perhaps inside `#if`
    /// blocks it has not seen: it is inside a branch that was taken, so a `#elseif` or `#else`
    /// it meets without its `#if` starts a branch to skip, and such an `#endif` ends one.
    var startsInsideBlocks = false
    /// Where each directive met so far starts, with the blocks open before it: lexing again
    /// from an earlier offset (`rewindDirectives(to:)`) must not count them twice.
    var directiveLog: [(offset: Int, blocksBefore: [ConditionalBlock])] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, languageMode: LanguageMode = .swift5) {
        self.bytes = bytes
        self.languageMode = languageMode
    }

    /// Lexes all of `bytes`.
    static func lex(_ bytes: UnsafeBufferPointer<UInt8>) -> LexedSource {
        var lexer = Lexer(bytes)
        var tokens: [Token] = []
        while !lexer.lexTopLevelTokens(appendingTo: &tokens, atMost: .max) {}
        return LexedSource(tokens: tokens, strings: lexer.strings, problems: lexer.problems)
    }

    /// Where a string interpolation's tokens end.
    struct Interpolation {
        var isMultiline: Bool
        /// The `(` of `\(`.
        var openLocation: SourceLocation
    }

    /// tokens → token* end-of-file
    ///
    /// Appends the next top-level tokens to `tokens`, at most `limit` of them before the
    /// end-of-file token, so a long source can be lexed piece by piece as the parser reaches
    /// it (`TokenSource`). Returns true once the end-of-file token has been appended.
    mutating func lexTopLevelTokens(appendingTo tokens: inout [Token], atMost limit: Int) -> Bool {
        var appended = 0
        while appended < limit {
            appended += 1
            if hasGivenUp {
                tokens.append(makeToken(.endOfFile, start: position, location: location))
                return true
            }
            let trivia = skipTrivia(stoppingAtNewline: false)
            if let problem = trivia.problem {
                tokens.append(makeToken(.invalid(problem), start: position, location: trivia.problemLocation))
                hasLexedTopLevelToken = true
                if case .incomplete = problems[Int(problem)] {
                    tokens.append(makeToken(.endOfFile, start: position, location: location))
                    return true
                }
                continue
            }
            if position >= bytes.count {
                var end = makeToken(.endOfFile, start: position, location: location)
                end.isAtStartOfLine = trivia.sawNewline || !hasLexedTopLevelToken
                tokens.append(end)
                return true
            }
            var token = lexToken(afterWhitespace: trivia.sawWhitespace)
            token.isAtStartOfLine = trivia.sawNewline || !hasLexedTopLevelToken
            hasLexedTopLevelToken = true
            tokens.append(token)
        }
        return false
    }

    /// interpolation-tokens → token* end-of-file
    ///
    /// The tokens stop at the `)` that balances `\(`; that `)` becomes the end-of-file token.
    /// Returns nil when the interpolation never closes (a problem has then been recorded).
    mutating func lexTokens(interpolation: Interpolation) -> [Token]? {
        var tokens: [Token] = []
        var parenthesisDepth = 0
        while true {
            if hasGivenUp { return nil }
            let trivia = skipTrivia(stoppingAtNewline: !interpolation.isMultiline)
            if let problem = trivia.problem {
                let isIncomplete = if case .incomplete = problems[Int(problem)] { true } else { false }
                if isIncomplete, !interpolation.isMultiline {
                    report(unclosedInterpolationAt: interpolation.openLocation)
                    return nil
                }
                tokens.append(makeToken(.invalid(problem), start: position, location: trivia.problemLocation))
                if isIncomplete { return nil }
                continue
            }
            if position >= bytes.count || isNewline(bytes[position]) {
                if position >= bytes.count { endedInsideStringOrComment = true }
                if interpolation.isMultiline {
                    problems.append(.incomplete)
                } else {
                    report(unclosedInterpolationAt: interpolation.openLocation)
                }
                return nil
            }
            if bytes[position] == UInt8(ascii: ")") && parenthesisDepth == 0 {
                var end = makeToken(.endOfFile, start: position, location: location)
                end.isLeftBound = !trivia.sawWhitespace
                tokens.append(end)
                position += 1
                return tokens
            }
            var token = lexToken(afterWhitespace: trivia.sawWhitespace)
            token.isAtStartOfLine = trivia.sawNewline
            switch token.kind {
            case .leftParen: parenthesisDepth += 1
            case .rightParen: parenthesisDepth -= 1
            default: break
            }
            tokens.append(token)
        }
    }

    private mutating func report(unclosedInterpolationAt location: SourceLocation) {
        problems.append(.error(Diagnostic(
            "cannot find ')' to match opening '(' in string interpolation", at: location)))
    }

    // MARK: - One token

    var location: SourceLocation {
        SourceLocation(line: line, column: position - lineStart + 1)
    }

    func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    func makeToken(_ kind: TokenKind, start: Int, location: SourceLocation) -> Token {
        Token(
            kind: kind, start: start, end: position, location: location, isLeftBound: false,
            isRightBound: false, isAtStartOfLine: false)
    }

    mutating func record(_ problem: LexProblem) -> Int32 {
        problems.append(problem)
        return lastProblem
    }

    var lastProblem: Int32 { Int32(truncatingIfNeeded: problems.count - 1) }

    mutating func invalid(_ message: String, at location: SourceLocation) -> TokenKind {
        .invalid(record(.error(Diagnostic(message, at: location))))
    }

    /// token → identifier | keyword | literal | operator | punctuation
    mutating func lexToken(afterWhitespace: Bool) -> Token {
        let start = position
        let startLocation = location
        let first = bytes[position]
        let isLeftBound = !afterWhitespace && start > 0 && !Lexer.isLeftBoundBreaker(bytes[start - 1])
        let kind: TokenKind
        switch first {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "_"):
            kind = lexIdentifierOrKeyword()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            kind = lexNumber()
        case UInt8(ascii: "$"):
            kind = lexDollarIdentifier()
        case UInt8(ascii: "`"):
            kind = lexBacktickedIdentifier()
        case UInt8(ascii: "\""):
            kind = lexStringLiteral()
        case UInt8(ascii: "'"):
            kind = lexSingleQuotedString()
        case UInt8(ascii: "("): kind = punctuation(.leftParen)
        case UInt8(ascii: ")"): kind = punctuation(.rightParen)
        case UInt8(ascii: "["): kind = punctuation(.leftBracket)
        case UInt8(ascii: "]"): kind = punctuation(.rightBracket)
        case UInt8(ascii: "{"): kind = punctuation(.leftBrace)
        case UInt8(ascii: "}"): kind = punctuation(.rightBrace)
        case UInt8(ascii: ","): kind = punctuation(.comma)
        case UInt8(ascii: ":"): kind = punctuation(.colon)
        case UInt8(ascii: ";"): kind = punctuation(.semicolon)
        case UInt8(ascii: "@"): kind = punctuation(.at)
        case UInt8(ascii: "\\"): kind = punctuation(.backslash)
        case UInt8(ascii: "."):
            kind = byte(at: position + 1) == UInt8(ascii: ".")
                ? lexOperator(isLeftBound: isLeftBound) : punctuation(.period)
        case UInt8(ascii: "#"):
            if let hashes = rawStringHashes() {
                position += hashes
                kind = lexStringLiteral(hashes: hashes)
            } else if let length = magicIdentifierLength() {
                // `#line`, `#function`, `#file`…: a name the parser makes a literal of.
                position += length
                kind = .identifier
            } else {
                position += 1
                kind = invalid("'#' directives and macros are not supported in a session", at: startLocation)
            }
        default:
            if Lexer.isOperatorCharacter(first) {
                kind = lexOperator(isLeftBound: isLeftBound)
            } else if first >= 0x80 {
                kind = lexNonASCII()
            } else {
                position += 1
                kind = invalid("invalid character in source file", at: startLocation)
            }
        }
        var token = makeToken(kind, start: start, location: startLocation)
        token.isLeftBound = isLeftBound
        switch kind {
        case .operator(.question) where isLeftBound, .operator(.exclamation) where isLeftBound:
            // Split off by `lexOperator`: postfix whatever follows.
            token.isRightBound = false
        default:
            token.isRightBound = isRightBound(after: position, isLeftBound: isLeftBound)
        }
        return token
    }

    private mutating func punctuation(_ kind: TokenKind) -> TokenKind {
        position += 1
        return kind
    }

    /// Whether a byte before a token leaves the token not left-bound (Swift's `isLeftBound`).
    static func isLeftBoundBreaker(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
            UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
            UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            true
        default: false
        }
    }

    /// Swift's `isRightBound`: what follows a token decides whether an operator binds to it.
    func isRightBound(after end: Int, isLeftBound: Bool) -> Bool {
        guard end < bytes.count else { return false }
        switch bytes[end] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
            UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
            UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !isLeftBound
        case UInt8(ascii: "/"):
            let next = byte(at: end + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        default:
            return true
        }
    }

    func isNewline(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Moves past a newline (`\n`, `\r` or `\r\n`) and starts a new line.
    mutating func consumeNewline() {
        if bytes[position] == UInt8(ascii: "\r") && byte(at: position + 1) == UInt8(ascii: "\n") {
            position += 1
        }
        position += 1
        line += 1
        lineStart = position
    }
}
