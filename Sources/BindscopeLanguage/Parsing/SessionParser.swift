/// Parses session text into statements: the entry point of the language front end.
public enum SessionParser {
    /// Parses a whole session (or one REPL entry).
    ///
    /// - Returns: `.complete` with every statement; `.incomplete` when the text stops inside a
    ///   construct that more lines could finish (an open brace, bracket, parenthesis, multi-line
    ///   string or comment, a trailing operator, an `if` without its body…); `.failure` with the
    ///   first error, worded and placed as swiftc would.
    public static func parse(_ source: String) -> ParseResult {
        var source = source
        return source.withUTF8 { parse(utf8: $0) }
    }

    /// Parses `source` as `parse(_:)` does, but gives a top-level statement alike one of the
    /// last few parsed before it (the same bytes but for digits: see `StatementShape`) as a
    /// copy of that one's tree (`StatementShape.isCopy`), which `reparse(_:in:)` turns into
    /// its own from `source`'s bytes. The verdict and every other statement are the same.
    ///
    /// `earlierOperators`: the text of operator and precedence-group declarations made before
    /// `source` (a REPL's earlier entries), whose operators `source` may use.
    public static func parse(
        _ source: String, copyingAlike: Bool, languageMode: LanguageMode = .swift5, earlierOperators: String = ""
    ) -> ParseResult {
        var source = source
        return source.withUTF8 {
            parse(utf8: $0, copyingAlike: copyingAlike, languageMode: languageMode, earlierOperators: earlierOperators)
        }
    }

    /// Parses raw bytes, which need not be valid UTF-8 (bad bytes are reported).
    ///
    /// Text that might nest deeply is parsed on a thread with a large stack; short, flat text
    /// (most REPL lines) on the caller's thread; a long text in two halves at once.
    static func parse(
        utf8 bytes: UnsafeBufferPointer<UInt8>, copyingAlike: Bool = false, languageMode: LanguageMode = .swift5,
        earlierOperators: String = ""
    ) -> ParseResult {
        guard bytes.count < Int32.max else {
            // Tokens keep offsets in 32 bits.
            return .failure([Diagnostic("the session is too large (2 GB or more)", at: .start)])
        }
        // A long text is parsed in halves, on two cores (see `SessionParser+Halves`), unless
        // it has `#if` blocks: the second half's lexer could not know which it starts inside.
        let split = bytes.count >= halvesMinimumSize && !Lexer.mayHaveDirectives(bytes) ? middleLine(of: bytes) : nil
        func parseHere() -> ParseResult {
            if let split { return parseInHalves(bytes, splitAt: split, copyingAlike: copyingAlike) }
            return parseOnThisThread(
                bytes, copyingAlike: copyingAlike, languageMode: languageMode, earlierOperators: earlierOperators)
        }
        if mightNestDeeply(bytes) { return LargeStack.run(parseHere) }
        return parseHere()
    }

    /// Nesting needs an opening byte per level, so text with few of them stays shallow.
    static func mightNestDeeply(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var openings = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"),
                UInt8(ascii: "?"), UInt8(ascii: "\\"), UInt8(ascii: "-"), UInt8(ascii: "!"),
                UInt8(ascii: "\""):
                openings += 1
                if openings > 8 { return true }
            default:
                continue
            }
        }
        return false
    }

    /// A parse delivering to `sink` copies statements alike (see `parse(_:copyingAlike:)`).
    static func parseOnThisThread(
        _ bytes: UnsafeBufferPointer<UInt8>, deliveringTo sink: ((Statement) -> Void)? = nil,
        progress: ((Int) -> Void)? = nil, copyingAlike: Bool = false, languageMode: LanguageMode = .swift5,
        earlierOperators: String = ""
    ) -> ParseResult {
        var parser = Parser(source: bytes, languageMode: languageMode, earlierOperators: earlierOperators)
        if copyingAlike || sink != nil { parser.copyLinesAlike() }
        parser.topLevelSink = sink
        parser.topLevelProgress = progress
        do throws(ParseStop) {
            return .complete(try parser.parseSession())
        } catch {
            switch error {
            case .incomplete: return .incomplete
            case .error(let failure): return .failure([failure.diagnostic])
            }
        }
    }
}
