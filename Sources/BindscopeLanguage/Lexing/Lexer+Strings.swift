/// String literals: escapes, interpolations (lexed in place, so nested parentheses and nested
/// strings need no scanning ahead) and multi-line `"""` strings.
extension Lexer {
    /// string-literal → `"` (character | escape | interpolation)* `"` | multiline-string-literal
    ///                | `#`ⁿ `"` … `"` `#`ⁿ (a raw string)
    /// interpolation → `\(` tokens `)`; in a raw string of n `#`, escapes and interpolations
    /// are `\#ⁿ`: a plain backslash is text.
    ///
    /// For a raw string, `position` is already past the `#`s and `hashes` counts them.
    mutating func lexStringLiteral(hashes: Int = 0) -> TokenKind {
        if byte(at: position + 1) == UInt8(ascii: "\""), byte(at: position + 2) == UInt8(ascii: "\"") {
            return lexMultilineStringLiteral(hashes: hashes)
        }
        let openLocation = hashes == 0 ? location : location(ofOffset: position - hashes)
        position += 1
        var builder = SegmentBuilder()
        var firstError: Diagnostic?
        while true {
            guard position < bytes.count, !isNewline(bytes[position]) else {
                if position >= bytes.count { endedInsideStringOrComment = true }
                return invalid(firstError ?? Diagnostic("unterminated string literal", at: openLocation))
            }
            let current = bytes[position]
            if current == UInt8(ascii: "\""), hasHashes(hashes, at: position + 1) {
                position += 1 + hashes
                break
            }
            if current == UInt8(ascii: "\\"), hasHashes(hashes, at: position + 1) {
                position += hashes
                if byte(at: position + 1) == UInt8(ascii: "(") {
                    builder.flush()
                    guard let tokens = lexInterpolation(isMultiline: false) else {
                        return .invalid(lastProblem)
                    }
                    builder.segments.append(.interpolation(tokens))
                    continue
                }
                let escape = readEscape(at: position, isMultiline: false)
                position = escape.end
                switch escape.value {
                case .scalar(let value): builder.append(scalar: value)
                case .lineContinuation: break
                case .failure(let diagnostic): firstError = firstError ?? diagnostic
                }
                continue
            }
            let character = checkCharacter()
            if let problem = character.problem {
                firstError = firstError ?? problem
            } else {
                builder.append(bytes: bytes, from: character.start, to: position)
            }
        }
        if let firstError { return invalid(firstError) }
        builder.flush()
        strings.append(StringLiteralContents(segments: builder.segments))
        return .stringLiteral(Int32(truncatingIfNeeded: strings.count - 1))
    }

    /// How many `#` open a raw string at `position` (`#"…"#`), or nil when no `"` follows them.
    func rawStringHashes() -> Int? {
        var count = 0
        while byte(at: position + count) == UInt8(ascii: "#") { count += 1 }
        return byte(at: position + count) == UInt8(ascii: "\"") ? count : nil
    }

    /// Whether `count` `#` follow at `offset`: what closes a raw string or makes `\` an escape.
    func hasHashes(_ count: Int, at offset: Int) -> Bool {
        for index in 0..<count where byte(at: offset + index) != UInt8(ascii: "#") { return false }
        return true
    }

    /// `'a'`: reported the way Swift reports it, then skipped up to its closing quote.
    mutating func lexSingleQuotedString() -> TokenKind {
        let openLocation = location
        position += 1
        var isClosed = false
        while position < bytes.count, !isNewline(bytes[position]) {
            let current = bytes[position]
            position += 1
            if current == UInt8(ascii: "'") {
                isClosed = true
                break
            }
            if current == UInt8(ascii: "\\"), position < bytes.count, !isNewline(bytes[position]) {
                position += 1
            }
        }
        if !isClosed, position >= bytes.count { endedInsideStringOrComment = true }
        return invalid("single-quoted string literal found, use '\"'", at: openLocation)
    }

    mutating func invalid(_ diagnostic: Diagnostic) -> TokenKind {
        .invalid(record(.error(diagnostic)))
    }

    /// `\(` … `)`: the tokens in between, ending with an end-of-file token at the `)`.
    mutating func lexInterpolation(isMultiline: Bool) -> [Token]? {
        position += 1
        let openLocation = location
        position += 1
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        guard interpolationDepth < Lexer.maximumInterpolationDepth else {
            problems.append(.error(Diagnostic(
                "structure nesting level exceeded maximum of \(Lexer.maximumInterpolationDepth)",
                at: openLocation)))
            hasGivenUp = true
            return nil
        }
        return lexTokens(interpolation: Interpolation(isMultiline: isMultiline, openLocation: openLocation))
    }

    /// Moves past one character of string text, checking that it may appear there.
    mutating func checkCharacter() -> (start: Int, problem: Diagnostic?) {
        let start = position
        let current = bytes[position]
        if current >= 0x20 && current < 0x7F || current == UInt8(ascii: "\t") {
            position += 1
            return (start, nil)
        }
        let at = location
        if current < 0x80 {
            position += 1
            let message = current == 0
                ? "nul character embedded in middle of file" : "invalid character in source file"
            return (start, Diagnostic(message, at: at))
        }
        guard let length = utf8SequenceLength(at: position) else {
            position += 1
            return (start, Diagnostic("invalid UTF-8 found in source file", at: at))
        }
        position += length
        return (start, nil)
    }

    // MARK: - Escapes

    enum EscapeValue {
        case scalar(UInt32)
        /// `\` then optional spaces and a newline (multi-line strings only); `end` is the newline.
        case lineContinuation
        case failure(Diagnostic)
    }

    /// escape → `\` ( [0\\tnr"'] | `u{` hex-digit{1,8} `}` )
    ///
    /// Reads the escape whose backslash is at `offset`, without moving the lexer; `end` is
    /// where the escape stops (for a line continuation: the newline).
    func readEscape(at offset: Int, isMultiline: Bool) -> (value: EscapeValue, end: Int) {
        let letter = byte(at: offset + 1)
        switch letter {
        case UInt8(ascii: "0"): return (.scalar(0), offset + 2)
        case UInt8(ascii: "\\"): return (.scalar(0x5C), offset + 2)
        case UInt8(ascii: "t"): return (.scalar(0x09), offset + 2)
        case UInt8(ascii: "n"): return (.scalar(0x0A), offset + 2)
        case UInt8(ascii: "r"): return (.scalar(0x0D), offset + 2)
        case UInt8(ascii: "\""): return (.scalar(0x22), offset + 2)
        case UInt8(ascii: "'"): return (.scalar(0x27), offset + 2)
        case UInt8(ascii: "u"): return readUnicodeEscape(at: offset)
        default: break
        }
        if isMultiline {
            var end = offset + 1
            while byte(at: end) == UInt8(ascii: " ") || byte(at: end) == UInt8(ascii: "\t") { end += 1 }
            if end < bytes.count && isNewline(bytes[end]) { return (.lineContinuation, end) }
        }
        let failure = Diagnostic("invalid escape sequence in literal", at: location(ofOffset: offset + 1))
        let end = offset + 1 < bytes.count && !isNewline(bytes[offset + 1]) ? offset + 2 : offset + 1
        return (.failure(failure), end)
    }

    /// `\u{1F600}`
    private func readUnicodeEscape(at offset: Int) -> (value: EscapeValue, end: Int) {
        var end = offset + 2
        guard byte(at: end) == UInt8(ascii: "{") else {
            let message = "expected hexadecimal code in braces after unicode escape"
            return (.failure(Diagnostic(message, at: location(ofOffset: end))), end)
        }
        end += 1
        let digitsStart = end
        var value: UInt32 = 0
        while Lexer.isHexDigit(byte(at: end)) {
            if end - digitsStart < 8 { value = value << 4 | UInt32(Lexer.hexValue(byte(at: end))) }
            end += 1
        }
        guard byte(at: end) == UInt8(ascii: "}") else {
            let message = "expected '}' in \\u{...} escape sequence"
            return (.failure(Diagnostic(message, at: location(ofOffset: end))), end)
        }
        let count = end - digitsStart
        end += 1
        guard count >= 1 && count <= 8 else {
            let message = "\\u{...} escape sequence expects between 1 and 8 hex digits"
            return (.failure(Diagnostic(message, at: location(ofOffset: end))), end)
        }
        guard value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
            return (.failure(Diagnostic("invalid unicode scalar", at: location(ofOffset: offset))), end)
        }
        return (.scalar(value), end)
    }

    static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: byte - UInt8(ascii: "A") + 10
        }
    }

    /// The location of a byte on the current line (escapes never span lines).
    func location(ofOffset offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: offset - lineStart + 1)
    }
}

/// Collects decoded string text and interpolations into segments.
struct SegmentBuilder {
    var segments: [StringLiteralContents.Segment] = []
    private var text: [UInt8] = []

    mutating func append(bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        for index in start..<end { text.append(bytes[index]) }
    }

    mutating func append(byte: UInt8) {
        text.append(byte)
    }

    mutating func append(scalar value: UInt32) {
        switch value {
        case 0..<0x80:
            text.append(UInt8(value))
        case 0x80..<0x800:
            text.append(UInt8(0xC0 | value >> 6))
            text.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            text.append(UInt8(0xE0 | value >> 12))
            text.append(UInt8(0x80 | value >> 6 & 0x3F))
            text.append(UInt8(0x80 | value & 0x3F))
        default:
            text.append(UInt8(0xF0 | value >> 18))
            text.append(UInt8(0x80 | value >> 12 & 0x3F))
            text.append(UInt8(0x80 | value >> 6 & 0x3F))
            text.append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// Ends the current text segment; an empty string literal has no segments at all.
    mutating func flush() {
        guard !text.isEmpty else { return }
        segments.append(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll(keepingCapacity: true)
    }
}
