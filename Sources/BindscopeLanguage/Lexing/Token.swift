/// One lexed token: what it is, where its bytes are, and the whitespace around it.
///
/// Tokens do not own their text; `start..<end` indexes the UTF-8 bytes of the source, which
/// the parser reads while the source is alive. Offsets and positions are stored in 32 bits
/// (sources are limited to 2 GB) so that a token takes 28 bytes: the parser copies them often.
struct Token: Sendable {
    var kind: TokenKind
    private var storedStart: Int32
    private var storedEnd: Int32
    private var line: Int32
    private var column: Int32
    /// Swift's "left-bound": no whitespace, comment, `( [ { , ; :` or start of input before it.
    var isLeftBound: Bool
    /// Swift's "right-bound": something other than whitespace, a comment, `) ] } , ; :` or the
    /// end of input follows; a following `.` counts only when the token is not left-bound.
    var isRightBound: Bool
    /// A newline separates this token from the previous one.
    var isAtStartOfLine: Bool

    init(
        kind: TokenKind, start: Int, end: Int, location: SourceLocation, isLeftBound: Bool,
        isRightBound: Bool, isAtStartOfLine: Bool
    ) {
        self.kind = kind
        self.storedStart = Int32(truncatingIfNeeded: start)
        self.storedEnd = Int32(truncatingIfNeeded: end)
        self.line = Int32(truncatingIfNeeded: location.line)
        self.column = Int32(truncatingIfNeeded: location.column)
        self.isLeftBound = isLeftBound
        self.isRightBound = isRightBound
        self.isAtStartOfLine = isAtStartOfLine
    }

    /// Byte offsets of the token's spelling in the source (backticks and quotes included).
    var start: Int {
        get { Int(storedStart) }
        set { storedStart = Int32(truncatingIfNeeded: newValue) }
    }

    var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = Int32(truncatingIfNeeded: newValue) }
    }

    var location: SourceLocation {
        get { SourceLocation(line: Int(line), column: Int(column)) }
        set {
            line = Int32(truncatingIfNeeded: newValue.line)
            column = Int32(truncatingIfNeeded: newValue.column)
        }
    }

    /// An operator with whitespace on both sides or on neither is a binary operator.
    var isBinaryOperatorSpacing: Bool { isLeftBound == isRightBound }
    var isPrefixOperatorSpacing: Bool { !isLeftBound && isRightBound }
    var isPostfixOperatorSpacing: Bool { isLeftBound && !isRightBound }

    func `is`(_ kind: TokenKind) -> Bool { self.kind == kind }
}

enum TokenKind: Hashable, Sendable {
    /// `name`, `$name`, `_name`, `$0`, or a backticked name.
    case identifier
    case keyword(Keyword)
    case integerLiteral
    case floatLiteral
    /// A string literal; the payload indexes `LexedSource.strings`.
    case stringLiteral(Int32)
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, period, at, backslash
    /// A spelling the parser knows, such as `+`, `==`, `=`, `->`, `?` or `!`.
    case `operator`(Operator)
    /// Operator characters that spell no operator of the session language, such as `<>` or `>>`.
    case unknownOperator
    /// Something that cannot be lexed; the payload indexes `LexedSource.problems`.
    case invalid(Int32)
    case endOfFile
}

/// Reserved words. Contextual words (`get`, `set`, `didSet`…) are identifiers.
enum Keyword: String, Hashable, Sendable, CaseIterable {
    case `let`, `var`, `struct`, `enum`, `extension`, `case`, `if`, `else`, `for`, `in`, `where`
    case `return`, `true`, `false`, `nil`, `static`, `private`, `fileprivate`, `is`, `as`
    case `self`, `Self`, `super`, `func`, `init`, `deinit`, `subscript`, `class`, `protocol`
    case `import`, `typealias`, `associatedtype`, `operator`, `precedencegroup`, `inout`
    case `public`, `internal`, `while`, `repeat`, `do`, `switch`, `break`, `continue`
    case `default`, `defer`, `guard`, `throw`, `throws`, `rethrows`, `try`, `catch`
    case `fallthrough`, `Any`
    case underscore = "_"
}

/// The operators and operator-like punctuation of the session language.
enum Operator: String, Hashable, Sendable, CaseIterable {
    case assign = "="
    case addAssign = "+="
    case subtractAssign = "-="
    case multiplyAssign = "*="
    case divideAssign = "/="
    case remainderAssign = "%="
    case equal = "=="
    case notEqual = "!="
    /// `===`, `!==`: whether two references are to one class instance.
    case identical = "==="
    case notIdentical = "!=="
    case less = "<"
    case lessEqual = "<="
    case greater = ">"
    case greaterEqual = ">="
    case and = "&&"
    case or = "||"
    case nilCoalescing = "??"
    case halfOpenRange = "..<"
    case closedRange = "..."
    case plus = "+"
    case minus = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"
    case exclamation = "!"
    case question = "?"
    case arrow = "->"
    case ampersand = "&"
    case bitwiseOr = "|"
    case bitwiseXor = "^"
    case bitwiseNot = "~"
    case shiftLeft = "<<"
    case shiftRight = ">>"
    case overflowAdd = "&+"
    case overflowSubtract = "&-"
    case overflowMultiply = "&*"
    /// Masking shifts: the amount is taken modulo the type's bit width.
    case maskingShiftLeft = "&<<"
    case maskingShiftRight = "&>>"
    case andAssign = "&="
    case orAssign = "|="
    case xorAssign = "^="
    case shiftLeftAssign = "<<="
    case shiftRightAssign = ">>="
    case overflowAddAssign = "&+="
    case overflowSubtractAssign = "&-="
    case overflowMultiplyAssign = "&*="
    case maskingShiftLeftAssign = "&<<="
    case maskingShiftRightAssign = "&>>="
    /// `pattern ~= value`: what a `case` expression pattern calls.
    case patternMatch = "~="

    var isAssignment: Bool {
        switch self {
        case .assign, .addAssign, .subtractAssign, .multiplyAssign, .divideAssign,
            .remainderAssign, .andAssign, .orAssign, .xorAssign, .shiftLeftAssign, .shiftRightAssign,
            .overflowAddAssign, .overflowSubtractAssign, .overflowMultiplyAssign, .maskingShiftLeftAssign,
            .maskingShiftRightAssign:
            true
        default: false
        }
    }
}
