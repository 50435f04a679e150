/// Names: plain identifiers and keywords, `$` names, backticked names, non-ASCII names.
extension Lexer {
    /// identifier → identifier-head identifier-character*
    /// identifier-head → [A-Za-z_] | non-ASCII scalar
    mutating func lexIdentifierOrKeyword() -> TokenKind {
        let start = position
        position += 1
        skipIdentifierCharacters()
        if let keyword = Lexer.keyword(in: bytes, from: start, to: position) {
            return .keyword(keyword)
        }
        return .identifier
    }

    /// dollar-identifier → `$` identifier-character+   (`$0`, `$person`)
    mutating func lexDollarIdentifier() -> TokenKind {
        let startLocation = location
        position += 1
        let nameStart = position
        skipIdentifierCharacters()
        if position == nameStart {
            return invalid("'$' is not an identifier; use backticks to escape it", at: startLocation)
        }
        return .identifier
    }

    /// backticked-identifier → `` ` `` any-character-but-backtick-or-newline+ `` ` ``
    mutating func lexBacktickedIdentifier() -> TokenKind {
        let startLocation = location
        position += 1
        let nameStart = position
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "`") {
                if position == nameStart { break }
                position += 1
                return .identifier
            }
            if isNewline(current) || current < 0x20 { break }
            guard let length = utf8SequenceLength(at: position) else { break }
            position += length
        }
        return invalid("expected an identifier between backticks", at: startLocation)
    }

    /// A name can continue with letters, digits, `_`, `$` and non-ASCII scalars.
    private mutating func skipIdentifierCharacters() {
        while position < bytes.count {
            let current = bytes[position]
            if Lexer.isIdentifierCharacter(current) {
                position += 1
            } else if current >= 0x80, let length = utf8SequenceLength(at: position),
                Lexer.isIdentifierScalar(scalar(at: position, length: length))
            {
                position += length
            } else {
                return
            }
        }
    }

    static func isIdentifierCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            true
        default: false
        }
    }

    /// Non-ASCII scalars that may appear in names: everything but spaces and quotes that Swift
    /// reports separately.
    static func isIdentifierScalar(_ value: UInt32) -> Bool {
        switch value {
        case 0xA0, 0x2028, 0x2029, 0x201C, 0x201D, 0xFEFF: false
        default: true
        }
    }

    /// A token starting with a byte at or above 0x80: a non-ASCII name, or a problem.
    mutating func lexNonASCII() -> TokenKind {
        let startLocation = location
        guard let length = utf8SequenceLength(at: position) else {
            position += 1
            return invalid("invalid UTF-8 found in source file", at: startLocation)
        }
        let value = scalar(at: position, length: length)
        position += length
        switch value {
        case 0x201C, 0x201D:
            return invalid("unicode curly quote found, replace with '\"'", at: startLocation)
        case _ where Lexer.isIdentifierScalar(value):
            skipIdentifierCharacters()
            return .identifier
        default:
            return invalid("invalid character in source file", at: startLocation)
        }
    }

    /// Keywords grouped by length, so a name is compared with a handful of spellings at most.
    private static let keywordsByLength: [[(spelling: [UInt8], keyword: Keyword)]] = {
        var table = Array(repeating: [(spelling: [UInt8], keyword: Keyword)](), count: 16)
        for keyword in Keyword.allCases {
            let spelling = Array(keyword.rawValue.utf8)
            table[spelling.count].append((spelling, keyword))
        }
        return table
    }()

    static func keyword(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Keyword? {
        let length = end - start
        guard length < 16 else { return nil }
        let first = bytes[start]
        candidates: for candidate in keywordsByLength[length] where candidate.spelling[0] == first {
            for offset in 1..<length where bytes[start + offset] != candidate.spelling[offset] {
                continue candidates
            }
            return candidate.keyword
        }
        return nil
    }
}
