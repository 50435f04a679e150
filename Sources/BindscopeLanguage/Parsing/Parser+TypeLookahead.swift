/// Recognising a type ahead of the parser, without consuming anything: the two places where an
/// expression may hold a type (`Binding<Int>.constant(3)`, `[Int](repeating: 0, count: 3)`).
extension Parser {
    /// At an operator starting with `<` after a name: whether generic arguments follow, decided
    /// as Swift decides it (`canParseAsGenericArgumentList`).
    func startsGenericArguments() -> Bool {
        guard startsWithOperatorCharacter("<") else { return false }
        var scanner = TypeScanner(parser: self)
        guard scanner.scanGenericArguments() else { return false }
        return scanner.isFollowedByGenericDisambiguator
    }

    /// At `[`: whether it starts an array or dictionary type used as a value, such as
    /// `[Int](…)` or `[String: Int]()`. Only capitalised names count as types, so `[x].count`
    /// stays an array literal.
    func startsTypeExpression() -> Bool {
        var scanner = TypeScanner(parser: self)
        guard scanner.scanPrimaryType(), scanner.allNamesCapitalized, scanner.characterOffset == 0 else {
            return false
        }
        let next = scanner.token
        return next.kind == .leftParen && !next.isAtStartOfLine || next.kind == .period && next.isLeftBound
    }
}

/// Walks the type grammar over tokens ahead of the parser; operator tokens are read character
/// by character, so `>>` can close two generic argument lists.
struct TypeScanner {
    let parser: Parser
    var offset = 0
    /// Characters of the current operator token already read.
    var characterOffset = 0
    var depth = 0
    var allNamesCapitalized = true

    init(parser: Parser) {
        self.parser = parser
    }

    var token: Token { parser.peek(offset) }

    /// Bound to what precedes it: no whitespace in between.
    private var isBound: Bool { characterOffset > 0 || token.isLeftBound }

    private func startsWith(_ character: Unicode.Scalar) -> Bool {
        switch token.kind {
        case .operator, .unknownOperator:
            parser.source[token.start + characterOffset] == UInt8(character.value)
        default:
            false
        }
    }

    private mutating func consumeCharacter() {
        if token.end - token.start - characterOffset > 1 {
            characterOffset += 1
        } else {
            advance()
        }
    }

    private mutating func advance() {
        offset += 1
        characterOffset = 0
    }

    /// type → '(' (type (',' type)*)? ')' ('->' type)? | primary-type; then '?'*
    mutating func scanType() -> Bool {
        depth += 1
        defer { depth -= 1 }
        guard depth < Parser.maximumNesting else { return false }
        if characterOffset == 0 && token.kind == .leftParen {
            advance()
            while token.kind != .rightParen {
                // A tuple element's label (`(sent: Int, received: Int)`), a name but not a type's.
                if token.kind == .identifier && parser.peek(offset + 1).kind == .colon {
                    advance()
                    advance()
                }
                guard scanType() else { return false }
                guard token.kind == .comma else { break }
                advance()
            }
            guard token.kind == .rightParen else { return false }
            advance()
            if characterOffset == 0 && token.kind == .operator(.arrow) {
                advance()
                return scanType()
            }
        } else if !scanPrimaryType() {
            return false
        }
        while isBound && (startsWith("?") || startsWith("!")) {
            consumeCharacter()
        }
        return true
    }

    /// primary-type → name generic-arguments? | '[' type (':' type)? ']'
    mutating func scanPrimaryType() -> Bool {
        guard characterOffset == 0 else { return false }
        switch token.kind {
        case .identifier:
            let first = parser.source[token.start]
            if !(first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) { allNamesCapitalized = false }
            advance()
        case .keyword(.Any), .keyword(.Self):
            advance()
        case .leftBracket:
            advance()
            guard scanType() else { return false }
            if characterOffset == 0 && token.kind == .colon {
                advance()
                guard scanType() else { return false }
            }
            guard characterOffset == 0 && token.kind == .rightBracket else { return false }
            advance()
            return true
        default:
            return false
        }
        if isBound && startsWith("<") {
            return scanGenericArguments()
        }
        return true
    }

    /// generic-arguments → '<' type (',' type)* '>'
    mutating func scanGenericArguments() -> Bool {
        consumeCharacter()
        while true {
            guard scanType() else { return false }
            guard characterOffset == 0 && token.kind == .comma else { break }
            advance()
        }
        guard startsWith(">") else { return false }
        consumeCharacter()
        return true
    }

    /// Swift's `isGenericTypeDisambiguatingToken`: what may follow `>` of generic arguments.
    var isFollowedByGenericDisambiguator: Bool {
        let next = token
        if characterOffset > 0 {
            let rest = next.end - next.start - characterOffset
            return rest == 1 && (startsWith("?") || startsWith("!"))
        }
        switch next.kind {
        case .rightParen, .rightBracket, .leftBrace, .rightBrace, .period, .comma, .semicolon,
            .endOfFile, .colon:
            return true
        case .operator(.question), .operator(.exclamation):
            return next.isLeftBound
        case .leftParen, .leftBracket:
            return !next.isAtStartOfLine
        default:
            return false
        }
    }
}
