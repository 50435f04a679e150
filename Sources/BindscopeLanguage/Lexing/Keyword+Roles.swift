/// What completion offers of the reserved words, by the place each may stand; read from the
/// lexer's own table, so a keyword the lexer learns is placed here or the build fails.
extension Keyword {
    enum Role {
        /// Begins a statement (`let`, `if`, `return`…): offered where a statement starts.
        case statementStart
        /// Is a value (`true`, `false`, `nil`): offered wherever an expression may start.
        case value
        /// Stands only inside a statement (`else`, `in`, `throws`), or only in a type's body
        /// or among a declaration's modifiers: not offered.
        case other
    }

    var role: Role {
        switch self {
        case .let, .var, .struct, .enum, .class, .protocol, .func, .extension, .typealias, .import, .if, .guard,
            .for, .while, .repeat, .do, .switch, .return, .break, .continue, .throw, .defer, .fallthrough, .case,
            .default, .static:
            .statementStart
        case .true, .false, .nil:
            .value
        case .else, .in, .where, .private, .fileprivate, .public, .internal, .is, .as, .self, .Self, .super, .`init`,
            .deinit, .subscript, .associatedtype, .operator, .precedencegroup, .inout, .throws, .rethrows, .try,
            .catch, .Any, .underscore:
            .other
        }
    }
}

/// The reserved words completion offers, in the lexer's order.
public enum CompletionKeywords {
    /// Where a statement starts.
    public static let statementStarts = Keyword.allCases.filter { $0.role == .statementStart }.map(\.rawValue)
    /// Wherever an expression may start.
    public static let values = Keyword.allCases.filter { $0.role == .value }.map(\.rawValue)
}
