// What kind of expression a node is, asked before it is checked: the checker and the library
// type some expressions from their shape (a literal takes its type from the other operand).

extension Expression {
    /// A string literal takes its type from the other operand (`"a" == character`).
    public var isStringLiteral: Bool {
        if case .stringLiteral = kind { return true }
        return false
    }

    public var isArrayLiteral: Bool {
        if case .arrayLiteral = kind { return true }
        return false
    }

    public var isClosure: Bool {
        if case .closure = kind { return true }
        return false
    }

    /// An integer literal, or arithmetic and choices over them only (`-(2 + 3)`, `c ? 1 : 0`):
    /// such an expression takes its type from context, as a literal does.
    public var isNumericLiteral: Bool {
        switch kind {
        case .integerLiteral: true
        case .parenthesized(let inner), .prefix("-", let inner): inner.isNumericLiteral
        case .binary(let op, let lhs, let rhs) where ["+", "-", "*", "/", "%"].contains(op):
            lhs.isNumericLiteral && rhs.isNumericLiteral
        case .ternary(_, let then, let otherwise): then.isNumericLiteral && otherwise.isNumericLiteral
        default: false
        }
    }
}
