/// Why parsing stopped before the end of the input.
///
/// Kept one word wide (the diagnostic sits in a box): every `try` reserves room for the error
/// in its caller's frame, and frames are what limits how deep the parser can recurse.
enum ParseStop: Error {
    /// The input ends inside a construct; more lines may complete it.
    case incomplete
    /// The first error: parsing stops there.
    case error(Failure)

    final class Failure: Sendable {
        let diagnostic: Diagnostic

        init(_ diagnostic: Diagnostic) {
            self.diagnostic = diagnostic
        }
    }

    static func failure(_ diagnostic: Diagnostic) -> ParseStop {
        .error(Failure(diagnostic))
    }
}

/// An expression together with the height of its syntax tree.
///
/// Syntax trees are recursive values: building, comparing and freeing them recurses once per
/// level, so the parser bounds their height, and to do so it carries heights along.
typealias Parsed = (expression: Expression, height: Int)

/// A recursive-descent parser over the tokens of one source text (or of one string
/// interpolation). The grammar rule each function parses is written above it.
struct Parser {
    /// More nested parentheses, brackets, braces, interpolations, prefix operators or types than
    /// this are reported (swiftc's limit and wording).
    static let maximumNesting = 256
    /// Taller syntax trees than this are reported (long operator or member chains).
    static let maximumHeight = 512

    let source: UnsafeBufferPointer<UInt8>
    /// Lexed as the parser reaches them; `index` is absolute (see `TokenSource`).
    let tokens: TokenSource
    var index = 0
    /// How many nested constructs enclose the current one.
    var nesting = 0
    /// True for the tokens of a string interpolation: their end is the interpolation's `)`, so
    /// running out of tokens there is an error, not incomplete input.
    let isInterpolation: Bool
    /// False in `if` conditions and `for` sequences, where `{` starts the body rather than a
    /// trailing closure; parentheses, brackets and closures turn it back on inside them.
    var allowsTrailingClosures = true
    /// Inside a `for` loop's tuple pattern, whose names bind without `let`: a part may still
    /// say `var` (`for (index, var item) in …`).
    var inImplicitLetPattern = false
    /// An error swiftc would only report after parsing (from its type checker): reported when
    /// parsing finds nothing worse.
    var deferredError: Diagnostic?
    /// When set, each top-level statement goes here as soon as it is parsed, instead of into
    /// the list `parseSession` returns (see `StatementStream`).
    var topLevelSink: ((Statement) -> Void)?
    /// With `topLevelSink`: told, after each top-level statement, the byte offset the parser
    /// has reached; nothing before the previous token is read again (see `StatementStream`).
    var topLevelProgress: ((Int) -> Void)?
    /// Where the second half of a text parsed in halves starts (see `SessionParser+Halves`):
    /// the top-level statements stop there, if a statement starts there, and
    /// `reachedTopLevelStop` says so.
    var topLevelStop: Int?
    var reachedTopLevelStop = false
    /// `Outer.` while the members of `Outer` are parsed: a nested type's name is qualified
    /// with it (`Outer.Inner`), and the type becomes a top-level declaration of its own.
    var typeNamePrefix = ""
    /// Nested types parsed inside the current top-level declaration, to be declared with it.
    var nestedTypes: [Statement] = []
    /// The declarations being parsed around the current token, innermost last, by the name
    /// `#function` gives inside them (see `Parser+MagicLiterals`).
    var declarationNames: [String] = []
    /// The shapes of the top-level statements parsed so far (see `StatementShape`); nil for
    /// an interpolation's parser.
    var shapeTable: ShapeTable?
    /// Whether a top-level statement alike one of the last shapes met is given as a copy of
    /// that one's tree rather than parsed (`repeatedStatement`): for a caller that parses a
    /// copy again from its text when it needs its own tree (`SessionParser.reparse`).
    private(set) var copiesAlike = false
    /// The operators and precedence groups the source declares, with the standard ones.
    var operators: OperatorTable

    /// Gives lines alike as copies (`copiesAlike`), lexing a few tokens at a time: a line
    /// alike one before is then mostly skipped unlexed (`repeatedStatement`), where a piece
    /// lexed ahead would have lexed it (4 leaves any line of 5 tokens or more unlexed).
    mutating func copyLinesAlike() {
        copiesAlike = true
        tokens.lookaheadPiece = 4
    }

    /// `languageMode`: what `#if swift(>=…)` compares with.
    /// `earlierOperators`: the text of operator declarations made before `source` (a REPL's
    /// earlier entries), whose operators it may use.
    init(source: UnsafeBufferPointer<UInt8>, languageMode: LanguageMode = .swift5, earlierOperators: String = "") {
        self.source = source
        self.tokens = TokenSource(lexing: source, languageMode: languageMode)
        self.isInterpolation = false
        self.shapeTable = ShapeTable()
        self.operators = OperatorTable.declared(in: source, earlier: earlierOperators)
    }

    /// A parser starting at byte `offset` of `source`, on line `line` (whose first byte is
    /// `lineStart`): for one top-level statement (`SessionParser.reparse`).
    init(source: UnsafeBufferPointer<UInt8>, from offset: Int, line: Int, lineStart: Int) {
        self.source = source
        self.tokens = TokenSource(lexing: source, from: offset, line: line, lineStart: lineStart)
        self.isInterpolation = false
        self.operators = OperatorTable.declared(in: source)
    }

    /// A parser for the top-level statements of `source` from byte `offset`, the start of line
    /// `line`: the second half of a text parsed in halves (see `SessionParser+Halves`).
    init(source: UnsafeBufferPointer<UInt8>, fromLineStart offset: Int, line: Int, languageMode: LanguageMode = .swift5) {
        self.source = source
        self.tokens = TokenSource(lexing: source, from: offset, line: line, lineStart: offset, languageMode: languageMode)
        self.isInterpolation = false
        self.operators = OperatorTable.declared(in: source)
        self.shapeTable = ShapeTable()
        // The lexer starting here cannot know that a newline came before the first token.
        var first = tokens[0]
        first.isAtStartOfLine = true
        tokens[0] = first
        tokens.lookaheadPiece = 512
    }

    /// A parser for the tokens of one interpolation inside a string this parser is reading.
    init(interpolationOf parent: Parser, tokens: [Token]) {
        self.source = parent.source
        self.tokens = TokenSource(tokens: tokens, tablesOf: parent.tokens)
        self.nesting = parent.nesting
        self.declarationNames = parent.declarationNames
        self.isInterpolation = true
        self.operators = parent.operators
    }

    // MARK: - Tokens

    var current: Token { tokens[index] }

    /// The token `offset` positions ahead; the end-of-file token when past the end.
    func peek(_ offset: Int = 1) -> Token {
        tokens[index + offset]
    }

    var previous: Token { tokens[max(index - 1, 0)] }

    var isAtEnd: Bool { current.kind == .endOfFile }

    /// Moves to the next token; an invalid token is reported as soon as it becomes current,
    /// as swiftc's lexer reports it as soon as the parser looks at it.
    mutating func advance() throws(ParseStop) {
        if current.kind != .endOfFile { index += 1 }
        try checkCurrent()
    }

    /// Reports the current token if the lexer could not make sense of it.
    func checkCurrent() throws(ParseStop) {
        guard case .invalid(let problem) = current.kind else { return }
        switch tokens.problems[Int(problem)] {
        case .incomplete: throw .incomplete
        case .error(let diagnostic): throw .failure(diagnostic)
        }
    }

    /// Consumes the current token if it is `kind`.
    mutating func consume(_ kind: TokenKind) throws(ParseStop) -> Bool {
        guard current.kind == kind else { return false }
        try advance()
        return true
    }

    func isOperator(_ op: Operator, _ token: Token? = nil) -> Bool {
        (token ?? current).kind == .operator(op)
    }

    func isKeyword(_ keyword: Keyword, _ token: Token? = nil) -> Bool {
        (token ?? current).kind == .keyword(keyword)
    }

    /// The spelling of a token, backticks removed.
    func text(of token: Token) -> String {
        var start = token.start
        var end = token.end
        if start < end, source[start] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: source[start..<end]), as: UTF8.self)
    }

    /// Whether a contextual word such as `get` or `in` is the current token.
    func isIdentifier(_ word: StaticString, _ token: Token? = nil) -> Bool {
        let token = token ?? current
        guard token.kind == .identifier, token.end - token.start == word.utf8CodeUnitCount else {
            return false
        }
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for offset in 0..<bytes.count where source[token.start + offset] != bytes[offset] {
            return false
        }
        return true
    }

    /// Where a token ends: the column after its last byte (on its last line, for multi-line
    /// string literals).
    func endLocation(of token: Token) -> SourceLocation {
        var location = token.location
        var offset = token.start
        while offset < token.end {
            if source[offset] == UInt8(ascii: "\n") {
                location.line += 1
                location.column = 1
            } else {
                location.column += 1
            }
            offset += 1
        }
        return location
    }

    // MARK: - Errors

    /// The first error: stops parsing. At the end of the input, more lines could supply what
    /// is missing, so the input is incomplete instead.
    func fail(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic] = []) -> ParseStop {
        if isAtEnd && !isInterpolation { return .incomplete }
        return .failure(Diagnostic(message, at: location ?? current.location, notes: notes))
    }

    /// An error about something missing before the current token: when that token starts a new
    /// line, swiftc points just after the previous token instead.
    func failMissing(_ message: String, notes: [Diagnostic] = []) -> ParseStop {
        fail(message, at: missingLocation, notes: notes)
    }

    var missingLocation: SourceLocation {
        current.isAtStartOfLine && index > 0 ? endLocation(of: previous) : current.location
    }

    func note(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(message, at: location, severity: .note)
    }

    /// For constructs the session language leaves out on purpose.
    func unsupported(_ what: String, at location: SourceLocation? = nil) -> ParseStop {
        .failure(Diagnostic("\(what) not supported in a session", at: location ?? current.location))
    }

    /// Keeps an error that swiftc's type checker, not its parser, would report: it is reported
    /// once parsing is over, unless a parse error comes first.
    mutating func reportLater(_ diagnostic: Diagnostic) {
        deferredError = deferredError ?? diagnostic
    }

    // MARK: - Limits

    /// Enters one more nested construct starting at `location`; balance with `leave()`.
    mutating func enter(at location: SourceLocation) throws(ParseStop) {
        nesting += 1
        if nesting >= Parser.maximumNesting {
            throw .failure(Diagnostic(
                "structure nesting level exceeded maximum of \(Parser.maximumNesting)", at: location))
        }
    }

    mutating func leave() {
        nesting -= 1
    }

    /// Builds a node over children whose tallest is `childHeight` high.
    func node(_ kind: Expression.Kind, at location: SourceLocation, over childHeight: Int) throws(ParseStop) -> Parsed {
        (Expression(kind, at: location), try height(over: childHeight, at: location))
    }

    /// The height of a node over children whose tallest is `childHeight` high, if allowed.
    func height(over childHeight: Int, at location: SourceLocation) throws(ParseStop) -> Int {
        let height = childHeight + 1
        if height > Parser.maximumHeight {
            throw .failure(Diagnostic(
                "expression is too long or too deeply nested (more than \(Parser.maximumHeight) levels)",
                at: location))
        }
        return height
    }
}
