@testable import BindscopeLanguage

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer target (a): lexing and parsing, of raw bytes (not always UTF-8).
///
/// Besides crashes it checks that:
/// - lexing the whole input at once gives the same tokens as lexing it a few at a time, as the
///   parser does on a long script (`TokenSource`);
/// - parsing is deterministic, and the raw bytes parse as their decoded text does when they are
///   valid UTF-8;
/// - the parsing thread of a script (`StatementStream`) hands over exactly the statements the
///   whole parse returns, with the same verdict (a statement it gave as a copy of one alike,
///   `StatementShape.isCopy`, once reparsed from its own text);
/// - every diagnostic points inside the text (or just past its end).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParse(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    checkLexing(bytes)

    let raw = SessionParser.parse(utf8: bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    let parsed = SessionParser.parse(text)
    if parsed != SessionParser.parse(text) { fail("parsing the same text twice gave different results", text) }
    if text.utf8.elementsEqual(bytes), raw != parsed {
        fail("raw bytes and their text parsed differently:\n\(raw)\n\(parsed)", text)
    }
    checkLocations(parsed, in: text)

    let stream = StatementStream(text)
    var streamed: [Statement] = []
    while let statement = stream.nextStatement() { streamed.append(stream.reparse(statement)) }
    let verdict = stream.finish()
    switch (parsed, verdict) {
    case (.complete(let statements), .complete):
        if statements != streamed { fail("the parsing thread handed over other statements than the parse", text) }
    case (.incomplete, .incomplete):
        break
    case (.failure(let expected), .failure(let got)):
        if expected != got { fail("the parsing thread failed otherwise:\n\(got)\nnot\n\(expected)", text) }
    default:
        fail("the parsing thread's verdict \(verdict) differs from the parse's \(parsed)", text)
    }
    return 0
}

private func checkLexing(_ bytes: UnsafeBufferPointer<UInt8>) {
    let whole = Lexer.lex(bytes)
    for piece in [1, 3] {
        var lexer = Lexer(bytes)
        var tokens: [Token] = []
        while !lexer.lexTopLevelTokens(appendingTo: &tokens, atMost: piece) {}
        guard tokens.count == whole.tokens.count else {
            fail("lexing \(piece) at a time gave \(tokens.count) tokens, not \(whole.tokens.count)", String(decoding: bytes, as: UTF8.self))
        }
        for (a, b) in zip(tokens, whole.tokens) where !same(a, b) {
            fail("lexing \(piece) at a time gave \(a), not \(b)", String(decoding: bytes, as: UTF8.self))
        }
    }
    var previousEnd = 0
    for token in whole.tokens {
        if token.start < previousEnd && !token.is(.endOfFile) || token.end < token.start || token.end > bytes.count {
            fail("token \(token) is out of order or outside the input", String(decoding: bytes, as: UTF8.self))
        }
        previousEnd = max(previousEnd, token.end)
    }
}

private func same(_ a: Token, _ b: Token) -> Bool {
    a.kind == b.kind && a.start == b.start && a.end == b.end && a.location == b.location
        && a.isLeftBound == b.isLeftBound && a.isRightBound == b.isRightBound && a.isAtStartOfLine == b.isAtStartOfLine
}

private func checkLocations(_ result: ParseResult, in text: String) {
    guard case .failure(let diagnostics) = result else { return }
    // Line lengths in bytes; `\r\n`, `\r` and `\n` each end a line, as in Swift.
    var lineLengths = [0]
    var previous: UInt8 = 0
    for byte in text.utf8 {
        if byte == UInt8(ascii: "\n"), previous == UInt8(ascii: "\r") {
        } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            lineLengths.append(0)
        } else {
            lineLengths[lineLengths.count - 1] += 1
        }
        previous = byte
    }
    func check(_ diagnostic: Diagnostic) {
        let location = diagnostic.location
        guard location.line >= 1, location.line <= lineLengths.count, location.column >= 1,
            location.column <= lineLengths[location.line - 1] + 1
        else {
            fail("diagnostic '\(diagnostic.message)' at \(location.line):\(location.column) is outside the text", text)
        }
        diagnostic.notes.forEach(check)
    }
    diagnostics.forEach(check)
}

private func fail(_ message: String, _ text: String) -> Never {
    fputs("\n==== bindscope invariant failed ====\n\(message)\ninput: \(text.debugDescription)\n", stderr)
    abort()
}
