/// Operators: the longest run of operator characters, split the way Swift splits it.
extension Lexer {
    /// operator → operator-character+ | `.` (operator-character | `.`)+
    ///
    /// A left-bound `?` or `!` is always a one-character postfix token (`a?.b`, `x!!`,
    /// `x!=y` is `x! = y`), and a `//` or `/*` inside the run starts a comment instead.
    mutating func lexOperator(isLeftBound: Bool) -> TokenKind {
        let start = position
        let startLocation = location
        let first = bytes[start]
        if isLeftBound && (first == UInt8(ascii: "?") || first == UInt8(ascii: "!")) {
            position += 1
            return .operator(first == UInt8(ascii: "?") ? .question : .exclamation)
        }
        let allowsDots = first == UInt8(ascii: ".")
        position += 1
        while position < bytes.count {
            let current = bytes[position]
            guard Lexer.isOperatorCharacter(current) || allowsDots && current == UInt8(ascii: ".") else {
                break
            }
            if current == UInt8(ascii: "/") {
                let next = byte(at: position + 1)
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
            }
            if current == UInt8(ascii: "*") && byte(at: position + 1) == UInt8(ascii: "/") {
                position += 2
                return invalid("unexpected end of block comment", at: startLocation)
            }
            position += 1
        }
        if position - start == 2, first == UInt8(ascii: "*"), bytes[start + 1] == UInt8(ascii: "/") {
            return invalid("unexpected end of block comment", at: startLocation)
        }
        guard let known = Lexer.operator(in: bytes, from: start, to: position) else {
            return .unknownOperator
        }
        return .operator(known)
    }

    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
            UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default: false
        }
    }

    /// The operator spelled by `bytes[start..<end]`, if the session language has it.
    static func `operator`(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Operator? {
        let first = bytes[start]
        switch end - start {
        case 1:
            switch first {
            case UInt8(ascii: "="): return .assign
            case UInt8(ascii: "<"): return .less
            case UInt8(ascii: ">"): return .greater
            case UInt8(ascii: "+"): return .plus
            case UInt8(ascii: "-"): return .minus
            case UInt8(ascii: "*"): return .multiply
            case UInt8(ascii: "/"): return .divide
            case UInt8(ascii: "%"): return .remainder
            case UInt8(ascii: "!"): return .exclamation
            case UInt8(ascii: "?"): return .question
            case UInt8(ascii: "&"): return .ampersand
            case UInt8(ascii: "|"): return .bitwiseOr
            case UInt8(ascii: "^"): return .bitwiseXor
            case UInt8(ascii: "~"): return .bitwiseNot
            default: return nil
            }
        case 2:
            let second = bytes[start + 1]
            if second == UInt8(ascii: "=") {
                switch first {
                case UInt8(ascii: "+"): return .addAssign
                case UInt8(ascii: "-"): return .subtractAssign
                case UInt8(ascii: "*"): return .multiplyAssign
                case UInt8(ascii: "/"): return .divideAssign
                case UInt8(ascii: "%"): return .remainderAssign
                case UInt8(ascii: "="): return .equal
                case UInt8(ascii: "!"): return .notEqual
                case UInt8(ascii: "<"): return .lessEqual
                case UInt8(ascii: ">"): return .greaterEqual
                case UInt8(ascii: "&"): return .andAssign
                case UInt8(ascii: "|"): return .orAssign
                case UInt8(ascii: "^"): return .xorAssign
                case UInt8(ascii: "~"): return .patternMatch
                default: return nil
                }
            }
            switch (first, second) {
            case (UInt8(ascii: "&"), UInt8(ascii: "&")): return .and
            case (UInt8(ascii: "|"), UInt8(ascii: "|")): return .or
            case (UInt8(ascii: "?"), UInt8(ascii: "?")): return .nilCoalescing
            case (UInt8(ascii: "-"), UInt8(ascii: ">")): return .arrow
            case (UInt8(ascii: "<"), UInt8(ascii: "<")): return .shiftLeft
            case (UInt8(ascii: ">"), UInt8(ascii: ">")): return .shiftRight
            case (UInt8(ascii: "&"), UInt8(ascii: "+")): return .overflowAdd
            case (UInt8(ascii: "&"), UInt8(ascii: "-")): return .overflowSubtract
            case (UInt8(ascii: "&"), UInt8(ascii: "*")): return .overflowMultiply
            default: return nil
            }
        case 3:
            let second = bytes[start + 1], third = bytes[start + 2]
            if third == UInt8(ascii: "=") {
                switch (first, second) {
                case (UInt8(ascii: "="), UInt8(ascii: "=")): return .identical
                case (UInt8(ascii: "!"), UInt8(ascii: "=")): return .notIdentical
                case (UInt8(ascii: "<"), UInt8(ascii: "<")): return .shiftLeftAssign
                case (UInt8(ascii: ">"), UInt8(ascii: ">")): return .shiftRightAssign
                case (UInt8(ascii: "&"), UInt8(ascii: "+")): return .overflowAddAssign
                case (UInt8(ascii: "&"), UInt8(ascii: "-")): return .overflowSubtractAssign
                case (UInt8(ascii: "&"), UInt8(ascii: "*")): return .overflowMultiplyAssign
                default: return nil
                }
            }
            if first == UInt8(ascii: "&"), second == third, second == UInt8(ascii: "<") || second == UInt8(ascii: ">") {
                return second == UInt8(ascii: "<") ? .maskingShiftLeft : .maskingShiftRight
            }
            guard first == UInt8(ascii: "."), second == UInt8(ascii: ".") else { return nil }
            switch third {
            case UInt8(ascii: "<"): return .halfOpenRange
            case UInt8(ascii: "."): return .closedRange
            default: return nil
            }
        case 4:
            // `&<<=`, `&>>=`
            let second = bytes[start + 1], third = bytes[start + 2], fourth = bytes[start + 3]
            guard first == UInt8(ascii: "&"), fourth == UInt8(ascii: "="), second == third,
                second == UInt8(ascii: "<") || second == UInt8(ascii: ">")
            else { return nil }
            return second == UInt8(ascii: "<") ? .maskingShiftLeftAssign : .maskingShiftRightAssign
        default:
            return nil
        }
    }
}
