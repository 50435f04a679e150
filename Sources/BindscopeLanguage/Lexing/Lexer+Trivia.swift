/// Whitespace, newlines and comments between tokens.
extension Lexer {
    struct Trivia {
        var sawWhitespace = false
        var sawNewline = false
        /// A problem inside the trivia (a stray character, invalid UTF-8, an unterminated
        /// comment), already recorded: its index in `problems`.
        var problem: Int32?
        var problemLocation = SourceLocation.start
    }

    /// trivia → (space | tab | newline | line-comment | block-comment | directive | inert-attribute)*
    ///
    /// With `stoppingAtNewline` (inside a single-line string's interpolation) the lexer stops
    /// before a newline instead of consuming it.
    mutating func skipTrivia(stoppingAtNewline: Bool) -> Trivia {
        var trivia = Trivia()
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if stoppingAtNewline { return trivia }
                consumeNewline()
                trivia.sawNewline = true
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                if let problem = skipLineComment() {
                    return fail(trivia, problem.0, at: problem.1)
                }
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                let commentStart = location
                if let problem = skipBlockComment(startingAt: commentStart) {
                    return fail(trivia, problem.0, at: problem.1)
                }
                if trivia.sawNewline == false, containsNewline(since: commentStart) {
                    trivia.sawNewline = true
                }
            case 0:
                let at = location
                position += 1
                return fail(
                    trivia, .error(Diagnostic("nul character embedded in middle of file", at: at)),
                    at: at)
            case 0xC2 where byte(at: position + 1) == 0xA0:
                // A non-breaking space pasted from a web page: whitespace, as in Swift.
                position += 2
            case UInt8(ascii: "#") where !stoppingAtNewline && directive(at: position) != nil:
                // `#if os(Linux)`, `#else`, `#endif`: see `Lexer+Directives`.
                if let problem = lexDirective(directive(at: position)!) {
                    return fail(trivia, problem.0, at: problem.1)
                }
            case UInt8(ascii: "@") where skipInertAttribute():
                // `@inline(never)`, `@discardableResult`…: nothing a session sees.
                break
            default:
                return trivia
            }
            trivia.sawWhitespace = true
        }
        if !conditionalBlocks.isEmpty, !stoppingAtNewline {
            // An `#if` still open: its `#endif` may come on a later line.
            return fail(trivia, .incomplete, at: location)
        }
        return trivia
    }

    private mutating func fail(_ trivia: Trivia, _ problem: LexProblem, at location: SourceLocation) -> Trivia {
        var trivia = trivia
        trivia.problem = record(problem)
        trivia.problemLocation = location
        trivia.sawWhitespace = true
        return trivia
    }

    private func containsNewline(since start: SourceLocation) -> Bool {
        line != start.line
    }

    /// line-comment → `//` any-character* (up to, not including, the newline)
    private mutating func skipLineComment() -> (LexProblem, SourceLocation)? {
        position += 2
        while position < bytes.count, !isNewline(bytes[position]) {
            if let problem = skipCommentCharacter() { return problem }
        }
        if position >= bytes.count { endedInsideStringOrComment = true }
        return nil
    }

    /// block-comment → `/*` (block-comment | any-character)* `*/`  (comments nest, as in Swift)
    private mutating func skipBlockComment(
        startingAt start: SourceLocation
    ) -> (LexProblem, SourceLocation)? {
        var depth = 0
        while position < bytes.count {
            let current = bytes[position]
            let next = byte(at: position + 1)
            if current == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if current == UInt8(ascii: "*") && next == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return nil }
            } else if isNewline(current) {
                consumeNewline()
            } else if let problem = skipCommentCharacter() {
                return problem
            }
        }
        endedInsideStringOrComment = true
        return (.incomplete, start)
    }

    /// Comments may hold any valid UTF-8 text.
    private mutating func skipCommentCharacter() -> (LexProblem, SourceLocation)? {
        let current = bytes[position]
        if current < 0x80 {
            position += 1
            return nil
        }
        guard let length = utf8SequenceLength(at: position) else {
            let at = location
            position += 1
            return (.error(Diagnostic("invalid UTF-8 found in source file", at: at)), at)
        }
        position += length
        return nil
    }

    /// The length of the valid UTF-8 sequence that starts at `offset`, or nil when the bytes
    /// there are not valid UTF-8 (overlong forms, surrogates and values past U+10FFFF included).
    func utf8SequenceLength(at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard offset + length <= bytes.count else { return nil }
        let second = bytes[offset + 1]
        guard second >= low && second <= high else { return nil }
        for index in (offset + 2)..<(offset + length) where bytes[index] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    /// The scalar encoded by the valid UTF-8 sequence at `offset` of `length` bytes.
    func scalar(at offset: Int, length: Int) -> UInt32 {
        let lead = UInt32(bytes[offset])
        var value: UInt32
        switch length {
        case 1: return lead
        case 2: value = lead & 0x1F
        case 3: value = lead & 0x0F
        default: value = lead & 0x07
        }
        for index in (offset + 1)..<(offset + length) {
            value = value << 6 | UInt32(bytes[index] & 0x3F)
        }
        return value
    }
}
