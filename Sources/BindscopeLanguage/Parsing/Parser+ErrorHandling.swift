/// Error handling: `try`, `throw`, `do`/`catch`.
extension Parser {
    /// try-expression → 'try' ('?' | '!')? expression
    ///
    /// `try` covers the whole expression to its right, binary operators included.
    mutating func parseTry() throws(ParseStop) -> Parsed {
        let tryToken = current
        try enter(at: tryToken.location)
        defer { leave() }
        try advance()
        var kind = TryKind.plain
        if current.isLeftBound, isOperator(.question) {
            kind = .optional
            try advance()
        } else if current.isLeftBound, isOperator(.exclamation) {
            kind = .forced
            try advance()
        }
        let operand = try parseExpression(orFail: "expected expression after 'try'")
        return try node(.tryExpression(kind, operand.expression), at: tryToken.location, over: operand.height)
    }

    /// throw-statement → 'throw' expression
    mutating func parseThrow() throws(ParseStop) -> (Statement, Int) {
        let throwToken = current
        try advance()
        if current.isAtStartOfLine || current.kind == .rightBrace || current.kind == .semicolon {
            throw failMissing("expected expression in 'throw' statement")
        }
        let value = try parseExpression(orFail: "expected expression in 'throw' statement")
        return try statement(.throwStatement(value.expression), at: throwToken.location, over: value.height)
    }

    /// do-statement → 'do' block catch-clause*
    /// catch-clause → 'catch' catch-pattern? ('where' expression)? block
    mutating func parseDoCatch() throws(ParseStop) -> (Statement, Int) {
        let doToken = current
        try enter(at: doToken.location)
        defer { leave() }
        try advance()
        guard current.kind == .leftBrace else { throw failMissing("expected '{' after 'do'") }
        let body = try parseBlock()
        var height = body.height
        var clauses: [CatchClause] = []
        while isKeyword(.catch) {
            let catchToken = current
            try advance()
            let saved = allowsTrailingClosures
            allowsTrailingClosures = false
            var pattern: CatchPattern?
            if current.kind != .leftBrace && !isKeyword(.where) {
                pattern = try parseCatchPattern()
            }
            var whereClause: Expression?
            if isKeyword(.where) {
                try advance()
                let condition = try parseExpression(orFail: "expected expression for 'where' guard of 'catch'")
                whereClause = condition.expression
                height = max(height, condition.height)
            }
            allowsTrailingClosures = saved
            guard current.kind == .leftBrace else { throw failMissing("expected '{' after 'catch' pattern") }
            let handler = try parseBlock()
            height = max(height, handler.height)
            clauses.append(CatchClause(
                pattern: pattern, whereClause: whereClause, body: handler.statements, location: catchToken.location))
        }
        let statement = DoCatchStatement(body: body.statements, clauses: clauses)
        return try self.statement(.doCatch(statement), at: doToken.location, over: height)
    }

    /// catch-pattern → ('let' | 'var') identifier ('as' type)? | 'is' type
    ///               | ('let' | 'var') type-name '.' identifier tuple-pattern
    ///               | (type-name)? '.' identifier
    private mutating func parseCatchPattern() throws(ParseStop) -> CatchPattern {
        if isKeyword(.let) || isKeyword(.var) {
            // `let MyError.failed(code, reason)`: the `let` distributes over the payload's names.
            if peek().kind == .identifier, peek(2).kind == .period, peek(2).isLeftBound {
                let typeName = text(of: peek())
                let parsed = try parsePattern(binding: nil)
                return .payloadCase(type: typeName, parsed.pattern)
            }
            try advance()
            let nameToken = current
            guard nameToken.kind == .identifier || isKeyword(.underscore) else {
                if current.kind == .leftParen { throw unsupported("tuple patterns are") }
                throw fail("expected pattern")
            }
            try advance()
            var type: TypeSyntax?
            if isKeyword(.as) {
                try advance()
                type = try parseType(orFail: "expected type after 'as'")
            }
            return .binding(name: text(of: nameToken), type: type, location: nameToken.location)
        }
        if isKeyword(.is) {
            try advance()
            return .typeCheck(try parseType(orFail: "expected type after 'is'"))
        }
        let start = index
        var typeName: String?
        if current.kind == .identifier {
            typeName = text(of: current)
            try advance()
            // `Outer.Inner.name`: a nested error type.
            while current.kind == .period, peek().kind == .identifier, peek(2).kind == .period {
                try advance()
                typeName! += "." + text(of: current)
                try advance()
            }
        }
        guard current.kind == .period else {
            throw unsupported("this kind of 'catch' pattern is")
        }
        try advance()
        let nameToken = current
        guard nameToken.kind == .identifier else { throw fail("expected identifier after '.' expression") }
        try advance()
        if current.kind == .leftParen && current.isLeftBound {
            guard let typeName else { throw unsupported("'catch .case(…)' without the error's type is") }
            // A payload: parsed again as the pattern `switch` uses.
            index = start
            let parsed = try parsePattern(binding: nil)
            return .payloadCase(type: typeName, parsed.pattern)
        }
        return .enumCase(type: typeName, name: text(of: nameToken), location: nameToken.location)
    }
}
