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
    public static func parse(_ source: String, copyingAlike: Bool) -> ParseResult {
        var source = source
        return source.withUTF8 { parse(utf8: $0, copyingAlike: copyingAlike) }
    }

    /// Parses raw bytes, which need not be valid UTF-8 (bad bytes are reported).
    ///
    /// Text that might nest deeply is parsed on a thread with a large stack; short, flat text
    /// (most REPL lines) on the caller's thread.
    static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>, copyingAlike: Bool = false) -> ParseResult {
        guard bytes.count < Int32.max else {
            // Tokens keep offsets in 32 bits.
            return .failure([Diagnostic("the session is too large (2 GB or more)", at: .start)])
        }
        if mightNestDeeply(bytes) {
            return LargeStack.run { parseOnThisThread(bytes, copyingAlike: copyingAlike) }
        }
        return parseOnThisThread(bytes, copyingAlike: copyingAlike)
    }

    /// Nesting needs an opening byte per level, so text with few of them stays shallow.
    ///
    /// They are counted afresh from each line that starts with `let` or `var` outside any
    /// bracket: such a line begins a declaration, which no expression goes on into, so no
    /// construct of the lines before it is still open there (but a multi-line string, whose
    /// text does not nest). A script of 100k short declarations is then flat, and parsed on
    /// the caller's thread. Once more brackets have closed than opened (in a string's text,
    /// say), nothing is counted afresh any more.
    static func mightNestDeeply(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var openings = 0
        // Brackets opened and not closed; below zero, the count is not to be trusted.
        var open = 0
        let kinds = nestingKinds
        for index in bytes.indices {
            // Most bytes are none of these: one table lookup each (a script of 100k lines is
            // scanned whole).
            switch kinds[Int(bytes[index])] {
            case .other:
                continue
            case .bracket:
                open += 1
                openings += 1
            case .opening:
                openings += 1
            case .closing:
                open = open == 0 ? Int.min / 2 : open - 1
            case .newline:
                if open == 0, startsDeclaration(bytes, at: index + 1) { openings = 0 }
            }
            if openings > 8 { return true }
        }
        return false
    }

    /// What a byte is to `mightNestDeeply`.
    private enum NestingKind: UInt8 {
        case other, bracket, opening, closing, newline
    }

    private static let nestingKinds: [NestingKind] = (0..<256).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): .bracket
        case UInt8(ascii: "<"), UInt8(ascii: "?"), UInt8(ascii: "\\"), UInt8(ascii: "-"), UInt8(ascii: "!"),
            UInt8(ascii: "\""):
            .opening
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): .closing
        case UInt8(ascii: "\n"): .newline
        default: .other
        }
    }

    /// Whether the line starting at byte `start` begins with `let` or `var` (after blanks).
    private static func startsDeclaration(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index + 4 <= bytes.count, bytes[index + 3] == UInt8(ascii: " ") else { return false }
        let first = bytes[index], second = bytes[index + 1], third = bytes[index + 2]
        return (first == UInt8(ascii: "l") && second == UInt8(ascii: "e") && third == UInt8(ascii: "t"))
            || (first == UInt8(ascii: "v") && second == UInt8(ascii: "a") && third == UInt8(ascii: "r"))
    }

    /// A parse delivering to `sink` copies statements alike (see `parse(_:copyingAlike:)`).
    static func parseOnThisThread(
        _ bytes: UnsafeBufferPointer<UInt8>, deliveringTo sink: ((Statement) -> Void)? = nil,
        progress: ((Int) -> Void)? = nil, copyingAlike: Bool = false
    ) -> ParseResult {
        var parser = Parser(source: bytes)
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
