/// Loops, `guard`, `switch`, jumps, `defer`, labels and destructuring declarations.
extension Parser {
    /// Whether the current token starts a control-flow statement this file parses.
    var startsControlFlow: Bool {
        switch current.kind {
        case .keyword(.while), .keyword(.repeat), .keyword(.guard), .keyword(.switch), .keyword(.break),
            .keyword(.continue), .keyword(.fallthrough), .keyword(.defer):
            return true
        case .keyword(.let), .keyword(.var):
            return peek().kind == .leftParen
        case .identifier:
            // `outer: for …`: a label names the loop or switch that follows.
            guard peek().kind == .colon, peek().isLeftBound else { return false }
            switch peek(2).kind {
            case .keyword(.for), .keyword(.while), .keyword(.repeat), .keyword(.switch), .keyword(.if), .keyword(.do):
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// control-flow-statement → while-statement | repeat-statement | guard-statement
    ///                        | switch-statement | jump | defer-statement | labeled-statement
    ///                        | pattern-declaration
    mutating func parseControlFlow() throws(ParseStop) -> (Statement, Int) {
        let token = current
        switch token.kind {
        case .keyword(.while): return try parseWhile()
        case .keyword(.repeat): return try parseRepeat()
        case .keyword(.guard): return try parseGuard()
        case .keyword(.switch): return try parseSwitch()
        case .keyword(.defer):
            try advance()
            guard current.kind == .leftBrace else { throw failMissing("expected '{' after 'defer'") }
            let body = try parseBlock()
            return try statement(.deferStatement(body: body.statements), at: token.location, over: body.height)
        case .keyword(.break), .keyword(.continue):
            try advance()
            var label: String?
            if current.kind == .identifier && !current.isAtStartOfLine {
                label = text(of: current)
                try advance()
            }
            let kind: Statement.Kind = token.kind == .keyword(.break)
                ? .breakStatement(label: label) : .continueStatement(label: label)
            return try statement(kind, at: token.location, over: 0)
        case .keyword(.fallthrough):
            try advance()
            return try statement(.fallthroughStatement, at: token.location, over: 0)
        case .keyword(.let), .keyword(.var):
            return try parsePatternDeclaration()
        default:
            return try parseLabeled()
        }
    }

    /// labeled-statement → identifier ':' (for-in | while | repeat | switch | if | do)
    private mutating func parseLabeled() throws(ParseStop) -> (Statement, Int) {
        let label = current
        try advance()
        try advance()
        var statements: [Statement] = []
        let height = try parseStatement(into: &statements)
        guard let labeled = statements.last else { throw fail("expected statement after label") }
        return try statement(.labeled(label: text(of: label), statement: labeled), at: label.location, over: height)
    }

    /// while-statement → 'while' condition-list block
    private mutating func parseWhile() throws(ParseStop) -> (Statement, Int) {
        let keyword = current
        try enter(at: keyword.location)
        defer { leave() }
        try advance()
        if current.kind == .leftBrace { throw fail("missing condition in 'while' statement", at: keyword.location) }
        let (conditions, conditionsHeight) = try parseConditions()
        guard current.kind == .leftBrace else { throw failMissing("expected '{' after 'while' condition") }
        let body = try parseBlock()
        return try statement(
            .whileLoop(conditions: conditions, body: body.statements), at: keyword.location,
            over: max(conditionsHeight, body.height))
    }

    /// repeat-statement → 'repeat' block 'while' expression
    private mutating func parseRepeat() throws(ParseStop) -> (Statement, Int) {
        let keyword = current
        try enter(at: keyword.location)
        defer { leave() }
        try advance()
        guard current.kind == .leftBrace else { throw failMissing("expected '{' after 'repeat'") }
        let body = try parseBlock()
        guard isKeyword(.while) else { throw failMissing("expected 'while' after body of 'repeat' statement") }
        try advance()
        let condition = try parseExpression(orFail: "expected expression in 'repeat-while' condition")
        return try statement(
            .repeatWhile(body: body.statements, condition: condition.expression), at: keyword.location,
            over: max(body.height, condition.height))
    }

    /// guard-statement → 'guard' condition-list 'else' block
    private mutating func parseGuard() throws(ParseStop) -> (Statement, Int) {
        let keyword = current
        try enter(at: keyword.location)
        defer { leave() }
        try advance()
        if isKeyword(.else) { throw fail("missing condition in 'guard' statement", at: keyword.location) }
        let (conditions, conditionsHeight) = try parseConditions()
        guard isKeyword(.else) else { throw failMissing("expected 'else' after 'guard' condition") }
        try advance()
        guard current.kind == .leftBrace else { throw failMissing("expected '{' after 'else'") }
        let body = try parseBlock()
        return try statement(
            .guardStatement(conditions: conditions, elseBody: body.statements, closingBrace: previous.location),
            at: keyword.location,
            over: max(conditionsHeight, body.height))
    }

    /// pattern-declaration → ('let' | 'var') tuple-pattern (':' type)? '=' expression
    private mutating func parsePatternDeclaration() throws(ParseStop) -> (Statement, Int) {
        let keyword = current
        let isConstant = isKeyword(.let)
        try advance()
        var (pattern, height) = try parsePattern(binding: isConstant)
        if try consume(.colon) {
            let type = try parseType(orFail: "expected type")
            pattern = Pattern(.typed(pattern, type), at: pattern.location)
        }
        guard isOperator(.assign) else {
            throw failMissing("expected '=' in a declaration that destructures a tuple")
        }
        try consumeAssign()
        let value = try parseValue(orFail: Parser.expectedInitialValue)
        return try statement(
            .patternDeclaration(isConstant: isConstant, pattern: pattern, initializer: value.expression),
            at: keyword.location, over: max(height, value.height))
    }

    // MARK: - switch

    /// switch-statement → 'switch' expression '{' switch-case* '}'
    /// switch-case → ('case' case-item (',' case-item)* | 'default') ':' statements
    /// case-item → pattern ('where' expression)?
    mutating func parseSwitch() throws(ParseStop) -> (Statement, Int) {
        let keyword = current
        try enter(at: keyword.location)
        defer { leave() }
        try advance()
        let saved = allowsTrailingClosures
        allowsTrailingClosures = false
        if current.kind == .leftBrace { throw fail("expected expression in 'switch' statement") }
        let subject = try parseExpression(orFail: "expected expression in 'switch' statement")
        allowsTrailingClosures = saved
        guard current.kind == .leftBrace else { throw failMissing("expected '{' after 'switch' subject expression") }
        let open = current
        try advance()
        var cases: [SwitchCase] = []
        var height = subject.height
        while current.kind != .rightBrace {
            if isAtEnd { throw .incomplete }
            // `@unknown default:` (or `@unknown case _:`): cases a later version of a
            // library's enum may add; here every enum is known whole, so it is a plain label.
            if isUnknownLabel {
                try advance()
                try advance()
            }
            guard isKeyword(.case) || isKeyword(.default) else {
                if cases.isEmpty { throw fail("all statements inside a switch must be covered by a 'case' or 'default' label") }
                throw fail("expected '}' at end of 'switch' statement", notes: [note("to match this opening '{'", at: open.location)])
            }
            let parsed = try parseSwitchCase()
            cases.append(parsed.0)
            height = max(height, parsed.1)
        }
        try advance()
        return try statement(.switchStatement(SwitchStatement(subject: subject.expression, cases: cases)), at: keyword.location, over: height)
    }

    /// At `@unknown` before a `case` or `default` label.
    private var isUnknownLabel: Bool {
        current.kind == .at && isIdentifier("unknown", peek())
            && (peek(2).kind == .keyword(.default) || peek(2).kind == .keyword(.case))
    }

    private mutating func parseSwitchCase() throws(ParseStop) -> (SwitchCase, Int) {
        let label = current
        var items: [SwitchCase.Item] = []
        var height = 0
        try advance()
        if label.kind == .keyword(.case) {
            repeat {
                let pattern = try parsePattern(binding: nil)
                height = max(height, pattern.height)
                var guardExpression: Expression?
                if isKeyword(.where) {
                    try advance()
                    let condition = try parseExpression(orFail: "expected expression for 'where' guard of 'case'")
                    guardExpression = condition.expression
                    height = max(height, condition.height)
                }
                items.append(SwitchCase.Item(pattern: pattern.pattern, guardExpression: guardExpression))
            } while try consume(.comma)
        }
        guard current.kind == .colon else {
            throw failMissing(label.kind == .keyword(.case) ? "expected ':' after 'case'" : "expected ':' after 'default'")
        }
        try advance()
        var body: [Statement] = []
        while !(isKeyword(.case) || isKeyword(.default) || isUnknownLabel || current.kind == .rightBrace) {
            while try consume(.semicolon) {}
            if isAtEnd { throw .incomplete }
            if isKeyword(.case) || isKeyword(.default) || current.kind == .rightBrace { break }
            height = max(height, try parseStatement(into: &body))
            try expectStatementEnd()
        }
        if body.isEmpty {
            throw .failure(Diagnostic(
                "'\(label.kind == .keyword(.case) ? "case" : "default")' label in a 'switch' must have at least one executable statement",
                at: label.location))
        }
        return (SwitchCase(items: items, body: body, location: label.location), height)
    }
}
