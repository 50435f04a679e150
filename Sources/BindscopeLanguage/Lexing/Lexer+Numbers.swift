/// Integer and floating-point literals.
extension Lexer {
    /// number → `0x` hex-digits (`p` exponent)? | `0o` octal-digits | `0b` binary-digits
    ///        | decimal-digits (`.` decimal-digits)? ([eE] [+-]? decimal-digits)?
    /// Every digit group may contain `_` after its first digit.
    mutating func lexNumber() -> TokenKind {
        if bytes[position] == UInt8(ascii: "0") {
            switch byte(at: position + 1) {
            case UInt8(ascii: "x"):
                return lexRadixNumber(name: "hexadecimal digit (0-9, A-F)", isDigit: Lexer.isHexDigit)
            case UInt8(ascii: "o"):
                return lexRadixNumber(name: "octal digit (0-7)") { $0 >= 0x30 && $0 <= 0x37 }
            case UInt8(ascii: "b"):
                return lexRadixNumber(name: "binary digit (0 or 1)") { $0 == 0x30 || $0 == 0x31 }
            default:
                break
            }
        }
        let start = position
        skipDigits(Lexer.isDecimalDigit)
        var isFloat = false
        // After a `.` (`pair.0.1`), digits are a tuple index, never a fraction: Swift's rule.
        // (`0.0...5.5` is an operator's dots: those still allow a fraction.)
        let period = UInt8(ascii: ".")
        let followsPeriod = start > 0 && bytes[start - 1] == period && (start < 2 || bytes[start - 2] != period)
        if !followsPeriod, byte(at: position) == UInt8(ascii: "."), Lexer.isDecimalDigit(byte(at: position + 1)) {
            isFloat = true
            position += 1
            skipDigits(Lexer.isDecimalDigit)
        }
        let exponent = byte(at: position)
        if exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
            if let problem = lexExponent() { return problem }
            return .floatLiteral
        }
        if !isFloat, position < bytes.count, Lexer.isIdentifierCharacter(bytes[position]) {
            return invalidDigit(named: "digit")
        }
        return isFloat ? .floatLiteral : .integerLiteral
    }

    /// exponent → [eEpP] [+-]? decimal-digits
    private mutating func lexExponent() -> TokenKind? {
        position += 1
        let sign = byte(at: position)
        if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
        guard Lexer.isDecimalDigit(byte(at: position)) else {
            let at = location
            skipDigits(Lexer.isIdentifierCharacter)
            return invalid("expected a digit in floating point exponent", at: at)
        }
        skipDigits(Lexer.isDecimalDigit)
        return nil
    }

    private mutating func lexRadixNumber(name: String, isDigit: (UInt8) -> Bool) -> TokenKind {
        position += 2
        guard isDigit(byte(at: position)) else {
            if position < bytes.count, Lexer.isIdentifierCharacter(bytes[position]) {
                return invalidDigit(named: name)
            }
            return invalid("expected a digit after integer literal prefix", at: location)
        }
        skipDigits(isDigit)
        let isHex = name.hasPrefix("hex")
        let exponent = byte(at: position)
        if isHex, exponent == UInt8(ascii: "p") || exponent == UInt8(ascii: "P") {
            if let problem = lexExponent() { return problem }
            return .floatLiteral
        }
        if position < bytes.count, Lexer.isIdentifierCharacter(bytes[position]) {
            return invalidDigit(named: name)
        }
        return .integerLiteral
    }

    /// `12abc`: Swift names the first character that cannot be a digit.
    private mutating func invalidDigit(named name: String) -> TokenKind {
        let at = location
        let character = Character(Unicode.Scalar(bytes[position]))
        skipDigits(Lexer.isIdentifierCharacter)
        return invalid("'\(character)' is not a valid \(name) in integer literal", at: at)
    }

    private mutating func skipDigits(_ isDigit: (UInt8) -> Bool) {
        while position < bytes.count, isDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") {
            position += 1
        }
    }

    static func isDecimalDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }
}
