/// Bindscope commands: `:watch total = a + b`, `:deps street`, `:set verbose off`.
///
/// No Swift statement starts with `:`, so a `:` where a statement starts can only be a command.
/// `:watch` takes Swift after its name; every other command takes the raw rest of its line.
extension Parser {
    /// command → ':' command-name (watch-argument | rest-of-line)
    ///
    /// The name must touch the `:`: `: deps` is an error, not a command.
    mutating func parseCommand() throws(ParseStop) -> (Statement, Int) {
        let colon = current
        let nameToken = peek()
        let hasName = nameToken.start == colon.end && startsCommandName(nameToken)
        guard nesting == 0 && !isInterpolation else {
            // Inside a block a lone `:` is reported as before, as a missing expression.
            guard hasName else { return try parseExpressionStatement() }
            throw .failure(Diagnostic(
                "commands like ':\(text(of: nameToken))' are only allowed at the top level",
                at: colon.location))
        }
        guard hasName else {
            // Not `fail`: no following line can put a name right after the `:`.
            throw .failure(Diagnostic("expected a command name after ':'", at: colon.location))
        }
        let name = text(of: nameToken)
        let argument: CommandArgument
        let height: Int
        let syntax = CommandKind(named: name)?.info.argument ?? .text
        if syntax == .namedExpression {
            try advance()
            try advance()
            (argument, height) = try parseWatchArgument()
        } else if syntax == .expression, !peek(2).isAtStartOfLine, peek(2).kind != .endOfFile {
            // `:explain $person.address.street`: Swift, as a watch's expression is.
            try advance()
            try advance()
            let value = try parseExpression(orFail: "expected a name or an expression after ':explain'")
            (argument, height) = (.expression(value.expression), value.height)
        } else {
            index += 1
            argument = try parseTextArgument(after: nameToken)
            height = 0
        }
        let command = Command(name: name, nameLocation: nameToken.location, argument: argument)
        return try statement(.command(command), at: colon.location, over: height)
    }

    /// A word starting with a letter; backticked and `$` names are Swift's, not commands'.
    private func startsCommandName(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .keyword:
            let first = source[token.start] | 0x20
            return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
        default:
            return false
        }
    }

    // MARK: - :watch

    /// watch-argument → identifier '=' expression
    ///
    /// The name and `=` must be on the command's line; the expression may continue on later
    /// lines as any expression does (so an unfinished one is incomplete input).
    private mutating func parseWatchArgument() throws(ParseStop) -> (CommandArgument, Int) {
        guard current.kind == .identifier, !current.isAtStartOfLine else {
            throw .failure(Diagnostic(
                "expected a name for the watch: ':watch NAME = EXPRESSION'", at: commandMissingLocation))
        }
        let nameToken = current
        try advance()
        guard isOperator(.assign), !current.isAtStartOfLine else {
            throw .failure(Diagnostic("expected '=' after the watch name", at: commandMissingLocation))
        }
        try consumeAssign()
        let value = try parseExpression(orFail: "expected expression after '=' in ':watch'")
        if case .operator(let next) = current.kind, next.isAssignment {
            throw fail("assignment is a statement in a session, not a value")
        }
        let argument = CommandArgument.watch(
            name: text(of: nameToken), nameLocation: nameToken.location, value: value.expression)
        return (argument, value.height)
    }

    /// Where something missing from a command's line is reported: the current token when it
    /// is on that line, else just after the line's last token.
    private var commandMissingLocation: SourceLocation {
        current.isAtStartOfLine || isAtEnd ? endLocation(of: previous) : current.location
    }

    // MARK: - Text arguments

    /// rest-of-line → any-character* (up to the newline; a trailing `//` comment is dropped)
    ///
    /// Read from the source bytes, not from tokens: the text need not be Swift (`:why it's`).
    /// Leaves the parser at the first token of the next line.
    private mutating func parseTextArgument(after nameToken: Token) throws(ParseStop) -> CommandArgument {
        var lineEnd = nameToken.end
        while lineEnd < source.count, source[lineEnd] != UInt8(ascii: "\n"), source[lineEnd] != UInt8(ascii: "\r") {
            lineEnd += 1
        }
        if let (offset, message) = firstBadByte(in: nameToken.end..<lineEnd) {
            throw .failure(Diagnostic(message, at: location(of: offset, onLineOf: nameToken)))
        }
        var start = nameToken.end
        var end = commentStart(in: start..<lineEnd)
        while start < end, Parser.isSpace(source[start]) { start += 1 }
        while end > start, Parser.isSpace(source[end - 1]) { end -= 1 }
        // No text is located at the end of the name, not at a comment after it.
        let location = location(of: start < end ? start : nameToken.end, onLineOf: nameToken)
        let text = String(decoding: UnsafeBufferPointer(rebasing: source[start..<end]), as: UTF8.self)

        // The text stands in as the previous token, for errors placed after it.
        var textToken = nameToken
        if start < end {
            textToken = Token(
                kind: .identifier, start: start, end: end, location: location, isLeftBound: false,
                isRightBound: false, isAtStartOfLine: false)
        }
        let lineStart = nameToken.start - (nameToken.location.column - 1)
        try resumeLexing(at: lineEnd, line: nameToken.location.line, lineStart: lineStart, after: textToken)
        return .text(text, location: location)
    }

    /// Where a `//` comment starts in `range`: at the first `//` outside a double-quoted string,
    /// so that `:help "http://x"` keeps its text whole.
    private func commentStart(in range: Range<Int>) -> Int {
        var isInString = false
        var offset = range.lowerBound
        while offset < range.upperBound {
            switch source[offset] {
            case UInt8(ascii: "\""):
                isInString.toggle()
            case UInt8(ascii: "\\") where isInString:
                offset += 1
            case UInt8(ascii: "/") where !isInString && offset + 1 < range.upperBound
                && source[offset + 1] == UInt8(ascii: "/"):
                return offset
            default:
                break
            }
            offset += 1
        }
        return range.upperBound
    }

    /// The first byte the lexer would refuse anywhere in a source (invalid UTF-8, NUL), with
    /// the lexer's message: the raw text of a command must not hide them.
    private func firstBadByte(in range: Range<Int>) -> (Int, String)? {
        let lexer = Lexer(source)
        var offset = range.lowerBound
        while offset < range.upperBound {
            if source[offset] == 0 { return (offset, "nul character embedded in middle of file") }
            guard let length = lexer.utf8SequenceLength(at: offset) else {
                return (offset, "invalid UTF-8 found in source file")
            }
            offset += length
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C
    }

    /// The location of byte `offset` on the same line as `token` (columns count bytes).
    private func location(of offset: Int, onLineOf token: Token) -> SourceLocation {
        SourceLocation(line: token.location.line, column: token.location.column + offset - token.start)
    }

    /// Replaces the tokens from the current one on with `previous` and a fresh lexing from
    /// `offset`, the end of a command's line; the first fresh token becomes the current one.
    private mutating func resumeLexing(
        at offset: Int, line: Int, lineStart: Int, after previous: Token
    ) throws(ParseStop) {
        tokens.relex(after: index, replacingItWith: previous, at: offset, line: line, lineStart: lineStart)
        index += 1
        try checkCurrent()
    }
}
