// Small syntactic questions the checker asks about statements and expressions it has not
// checked yet (definite initialization, `case nil`).

extension Expression {
    /// `nil`, possibly parenthesized.
    public var isNilLiteral: Bool {
        switch kind {
        case .nilLiteral: true
        case .parenthesized(let inner): inner.isNilLiteral
        default: false
        }
    }
}

extension Statement {
    /// The blocks of statements this statement contains, in the same function (not the
    /// bodies of closures or nested functions).
    public var nestedBlocks: [[Statement]] {
        switch kind {
        case .ifStatement(let statement): [statement.thenBody] + (statement.elseBody.map { [$0] } ?? [])
        case .forIn(let loop): [loop.body]
        case .whileLoop(_, let body), .repeatWhile(let body, _), .guardStatement(_, let body, _),
            .deferStatement(let body):
            [body]
        case .switchStatement(let statement): statement.cases.map(\.body)
        case .doCatch(let statement): [statement.body] + statement.clauses.map(\.body)
        case .labeled(_, let statement): statement.nestedBlocks
        default: []
        }
    }
}
