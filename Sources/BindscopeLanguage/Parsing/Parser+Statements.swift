/// Statements: sequences, separators, `if`, `for`, `return`, assignments.
extension Parser {
    typealias ParsedStatements = (statements: [Statement], height: Int)

    /// session → statements end-of-file
    mutating func parseSession() throws(ParseStop) -> [Statement] {
        let statements = try parseTopLevelStatements()
        if let deferredError { throw .failure(deferredError) }
        return statements
    }

    /// The top-level statements, up to `topLevelStop` when it is set, leaving any error kept
    /// for later in `deferredError` (`parseSession` reports it; a text parsed in halves
    /// decides which half's to report, see `SessionParser+Halves`).
    ///
    /// `expectedCount` is room to make for them at once (a half of a long text gives its
    /// lines): growing a hundred thousand statements by doubling copied them seventeen times.
    mutating func parseTopLevelStatements(expectedCount: Int = 0) throws(ParseStop) -> [Statement] {
        try checkCurrent()
        return try parseStatements(insideBraces: false, expectedCount: expectedCount).statements
    }

    /// statements → (statement (';' | newline))* statement?
    ///
    /// Stops at the end of the input, or at a `}` when `insideBraces`.
    mutating func parseStatements(insideBraces: Bool, expectedCount: Int = 0) throws(ParseStop) -> ParsedStatements {
        var statements: [Statement] = []
        if expectedCount > 0 { statements.reserveCapacity(expectedCount) }
        var height = 0
        while true {
            while try consume(.semicolon) {}
            if isAtEnd { break }
            if !insideBraces, let stop = topLevelStop, current.start >= stop {
                // The first half of a text parsed in halves: done if the second half's parse
                // started where a statement of this one starts, else it goes on alone.
                if current.start == stop {
                    reachedTopLevelStop = true
                    break
                }
                topLevelStop = nil
            }
            if current.kind == .rightBrace {
                if insideBraces { break }
                throw fail("extraneous '}' at top level")
            }
            let first = index, count = statements.count
            if !insideBraces, copiesAlike, let repeated = repeatedStatement() {
                // Alike a statement parsed before: its tree stands for this one's.
                statements.append(repeated.statement)
                height = max(height, repeated.height)
            } else {
                let statementHeight = try parseStatement(into: &statements)
                height = max(height, statementHeight)
                if !insideBraces, shapeTable != nil, statements.count == count + 1 {
                    statements[count].shape = shape(of: statements[count], height: statementHeight, tokens: first, to: index)
                }
            }
            try expectStatementEnd()
            if !insideBraces {
                // Nothing reads a finished top-level statement's tokens again but `previous`.
                tokens.discard(before: index - 1)
                if let topLevelSink {
                    for statement in statements { topLevelSink(statement) }
                    statements.removeAll(keepingCapacity: true)
                    topLevelProgress?(previous.start)
                }
            }
        }
        return (statements, height)
    }

    /// A statement ends at a newline, a `;`, the end of the input or a `}` (its block's, or a
    /// stray one that the statement loop reports).
    func expectStatementEnd() throws(ParseStop) {
        let token = current
        if token.isAtStartOfLine || token.kind == .semicolon || token.kind == .endOfFile
            || token.kind == .rightBrace
        {
            return
        }
        if let stop = unsupportedConcurrency() { throw stop }
        throw fail("consecutive statements on a line must be separated by ';'", at: endLocation(of: previous))
    }

    /// statement → variable-declaration | struct-declaration | enum-declaration
    ///           | extension-declaration | if-statement | for-in-statement | return-statement
    ///           | discard-assignment | command | expression-statement
    ///
    /// Appends the statement (a declaration of several variables makes several) to
    /// `statements` and returns its height.
    mutating func parseStatement(into statements: inout [Statement]) throws(ParseStop) -> Int {
        let parsed: (Statement, Int)
        if startsOperatorDeclaration {
            try skipOperatorDeclaration()
            return 0
        }
        if startsFunctionDeclaration {
            let group = try parseFunctionGroup()
            statements.append(group.0)
            return group.1
        }
        if startsControlFlow {
            parsed = try parseControlFlow()
            statements.append(parsed.0)
            return parsed.1
        }
        if isIdentifier("indirect"), isKeyword(.enum, peek()) {
            // Payloads are values here, so an enum may hold itself without being marked.
            try advance()
        }
        switch current.kind {
        case .keyword(.import):
            parsed = try parseImport(isTestable: false)
        case .at where isIdentifier("testable", peek()):
            parsed = try parseTestableImport()
        case .at, .keyword(.let), .keyword(.var), .keyword(.private), .keyword(.fileprivate),
            .keyword(.public), .keyword(.internal), .keyword(.static):
            if startsAttributedTypeDeclaration {
                parsed = try parseAttributedTypeDeclaration()
                break
            }
            if startsModifiedTypeDeclaration {
                parsed = try parseModifiedTypeDeclaration()
                break
            }
            return try parseVariableStatement(into: &statements)
        case .keyword(.struct), .keyword(.class):
            parsed = try parseStruct()
        case .keyword(.protocol):
            parsed = try parseProtocol()
        case .keyword(.enum):
            parsed = try parseEnum()
        case .keyword(.extension):
            parsed = try parseExtension()
        case .keyword(.typealias):
            parsed = try parseTypeAlias()
        case .keyword(.if):
            parsed = try parseIf()
        case .keyword(.for):
            parsed = try parseForIn()
        case .keyword(.return):
            parsed = try parseReturn()
        case .keyword(.throw):
            parsed = try parseThrow()
        case .keyword(.do):
            parsed = try parseDoCatch()
        case .keyword(.underscore) where isOperator(.assign, peek()):
            parsed = try parseDiscardAssignment()
        case .keyword(.case):
            throw fail("'case' label can only appear inside a 'switch' statement")
        case .keyword(.deinit):
            throw fail(Parser.misplacedDeinitializer)
        case .keyword(let keyword):
            if let what = Parser.unsupportedStatements[keyword] { throw unsupported(what) }
            parsed = try parseExpressionStatement()
        case .colon:
            parsed = try parseCommand()
        case .leftBrace where nesting == 0 && !isInterpolation:
            throw fail("top-level statement cannot begin with a closure expression")
        case .identifier where startsModifiedTypeDeclaration:
            parsed = try parseModifiedTypeDeclaration()
        case .identifier where startsOwnershipModifier && (isKeyword(.var, peek()) || isKeyword(.let, peek())):
            // `weak var cached = node`: a local variable holding its object weakly.
            return try parseVariableStatement(into: &statements)
        default:
            if let stop = unsupportedModifiedDeclaration() { throw stop }
            parsed = try parseExpressionStatement()
        }
        // A type's nested types come first: the type's members usually name them. (Inside a
        // type, statements are its methods' and wait for the outermost type.)
        if typeNamePrefix.isEmpty, !nestedTypes.isEmpty {
            statements.append(contentsOf: nestedTypes)
            nestedTypes = []
        }
        statements.append(parsed.0)
        return parsed.1
    }

    private static let unsupportedStatements: [Keyword: String] = [
        .`init`: "initializers are",
        .subscript: "subscript declarations are",
        .associatedtype: "associated types are", .operator: "operator declarations are",
        .precedencegroup: "precedence groups are",
    ]

    /// Builds a statement over children whose tallest is `childHeight` high.
    func statement(_ kind: Statement.Kind, at location: SourceLocation, over childHeight: Int) throws(ParseStop) -> (Statement, Int) {
        (Statement(kind, at: location), try height(over: childHeight, at: location))
    }

    /// block → '{' statements '}'
    mutating func parseBlock() throws(ParseStop) -> ParsedStatements {
        let open = current
        try enter(at: open.location)
        defer { leave() }
        try advance()
        let saved = allowsTrailingClosures
        allowsTrailingClosures = true
        defer { allowsTrailingClosures = saved }
        let body = try parseStatements(insideBraces: true)
        guard current.kind == .rightBrace else {
            throw fail(
                "expected '}' at end of brace statement",
                notes: [note("to match this opening '{'", at: open.location)])
        }
        try advance()
        return body
    }

    // MARK: - if

    /// if-statement → 'if' condition-list block ('else' (block | if-statement))?
    mutating func parseIf() throws(ParseStop) -> (Statement, Int) {
        let ifToken = current
        try advance()
        if current.kind == .leftBrace {
            throw fail("missing condition in 'if' statement", at: ifToken.location)
        }
        let (conditions, conditionsHeight) = try parseConditions()
        guard current.kind == .leftBrace else {
            if isOperator(.assign) {
                throw fail("use of '=' in a boolean context, did you mean '=='?")
            }
            throw failMissing("expected '{' after 'if' condition")
        }
        let thenBody = try parseBlock()
        var height = max(conditionsHeight, thenBody.height)
        var elseBody: [Statement]?
        var elseIsIf = false
        if isKeyword(.else) {
            try advance()
            if isKeyword(.if) {
                try enter(at: current.location)
                defer { leave() }
                let nested = try parseIf()
                elseBody = [nested.0]
                elseIsIf = true
                height = max(height, nested.1)
            } else if current.kind == .leftBrace {
                let block = try parseBlock()
                elseBody = block.statements
                height = max(height, block.height)
            } else {
                throw fail("expected '{' or 'if' after 'else'")
            }
        }
        var ifStatement = IfStatement(conditions: conditions, thenBody: thenBody.statements, elseBody: elseBody)
        ifStatement.elseIsIf = elseIsIf
        return try statement(.ifStatement(ifStatement), at: ifToken.location, over: height)
    }

    /// condition-list → condition (',' condition)*
    /// condition → ('let' | 'var') identifier ('=' expression)? | 'case' pattern '=' expression
    ///           | expression
    mutating func parseConditions() throws(ParseStop) -> ([Condition], Int) {
        let saved = allowsTrailingClosures
        allowsTrailingClosures = false
        defer { allowsTrailingClosures = saved }
        var conditions: [Condition] = []
        var height = 0
        repeat {
            if isKeyword(.let) || isKeyword(.var) {
                let isConstant = isKeyword(.let)
                let keyword = current
                try advance()
                if current.kind == .leftParen {
                    // `if let (a, b) = pair` unwraps an optional tuple: `case let (a, b)? = pair`.
                    let pattern = try parsePattern(binding: isConstant)
                    guard isOperator(.assign) else { throw failMissing("expected '=' in conditional binding") }
                    try consumeAssign()
                    let value = try parseExpression(orFail: "expected expression after '=' in conditional binding")
                    let unwrapped = Pattern(.optionalSome(pattern.pattern), at: pattern.pattern.location)
                    conditions.append(.patternMatch(unwrapped, value: value.expression))
                    height = max(height, pattern.height, value.height)
                    continue
                }
                // `guard let self else { return }`: a `[weak self]` closure's unwrapped self.
                if current.kind != .identifier, !isKeyword(.`self`) {
                    if current.kind == .period {
                        // Found by swiftc's type checker, which points at the `let`.
                        throw fail("pattern matching in a condition requires the 'case' keyword", at: keyword.location)
                    }
                    throw fail("unwrap condition requires a valid identifier")
                }
                let nameToken = current
                try advance()
                if current.kind == .colon { throw unsupported("type annotations in conditions are") }
                var value: Expression?
                if isOperator(.assign) {
                    try consumeAssign()
                    let parsed = try parseExpression(orFail: "expected expression after '=' in conditional binding")
                    value = parsed.expression
                    height = max(height, parsed.height)
                }
                conditions.append(.optionalBinding(
                    isConstant: isConstant, name: text(of: nameToken), location: nameToken.location,
                    value: value))
            } else if current.kind == .identifier, ["#available", "#unavailable"].contains(text(of: current)),
                peek().kind == .leftParen
            {
                // `#available(macOS 13, iOS 16, *)`: its platforms say nothing on this one (the
                // checker gives true, as `*` is); the name alone is kept, for a result builder's
                // `buildLimitedAvailability`.
                let check = current
                try advance()
                try enter(at: current.location)
                defer { leave() }
                try advance()
                while current.kind != .rightParen {
                    if isAtEnd { throw .incomplete }
                    try advance()
                }
                try advance()
                conditions.append(.expression(Expression(.identifier(text(of: check)), at: check.location)))
            } else if isKeyword(.case) {
                try advance()
                let pattern = try parsePattern(binding: nil)
                guard isOperator(.assign) else { throw failMissing("expected '=' after pattern in 'case' condition") }
                try consumeAssign()
                let value = try parseExpression(orFail: "expected expression in conditional")
                conditions.append(.patternMatch(pattern.pattern, value: value.expression))
                height = max(height, pattern.height, value.height)
            } else {
                let parsed = try parseExpression(
                    orFail: conditions.isEmpty
                        ? "expected expression, var, or let in 'if' condition" : "expected expression in conditional")
                conditions.append(.expression(parsed.expression))
                height = max(height, parsed.height)
            }
        } while try consume(.comma)
        return (conditions, height)
    }

    // MARK: - for

    /// for-in-statement → 'for' ('_' | identifier) 'in' expression ('where' expression)? block
    mutating func parseForIn() throws(ParseStop) -> (Statement, Int) {
        let forToken = current
        try enter(at: forToken.location)
        defer { leave() }
        try advance()
        let nameToken = current
        var pattern: Pattern?
        var isCaseMatch = false
        switch nameToken.kind {
        case .identifier, .keyword(.underscore):
            try advance()
        case .leftParen:
            inImplicitLetPattern = true
            defer { inImplicitLetPattern = false }
            pattern = try parsePattern(binding: true).pattern
        case .keyword(.var), .keyword(.let):
            // `for var post in posts`: the keyword itself starts the binding pattern.
            pattern = try parsePattern(binding: nil).pattern
        case .keyword(.case):
            try advance()
            pattern = try parsePattern(binding: nil).pattern
            isCaseMatch = true
        default:
            throw fail("expected pattern")
        }
        guard isKeyword(.in) else {
            if current.kind == .identifier {
                throw fail(
                    "found an unexpected second identifier in constant declaration; is there an accidental break?")
            }
            if current.kind == .colon { throw unsupported("type annotations in 'for' patterns are") }
            throw failMissing("expected 'in' after for-each pattern")
        }
        try advance()
        let saved = allowsTrailingClosures
        allowsTrailingClosures = false
        if current.kind == .leftBrace { throw fail("expected Sequence expression for for-each loop") }
        let sequence = try parseExpression(orFail: "expected Sequence expression for for-each loop")
        var height = sequence.height
        var whereClause: Expression?
        if isKeyword(.where) {
            try advance()
            let condition = try parseExpression(orFail: "expected expression in 'where' guard of 'for/in'")
            whereClause = condition.expression
            height = max(height, condition.height)
        }
        allowsTrailingClosures = saved
        guard current.kind == .leftBrace else {
            throw failMissing("expected '{' to start the body of for-each loop")
        }
        let body = try parseBlock()
        var forIn = ForInStatement(
            name: pattern == nil ? text(of: nameToken) : "_", nameLocation: nameToken.location,
            sequence: sequence.expression, whereClause: whereClause, body: body.statements)
        forIn.pattern = pattern
        forIn.isCaseMatch = isCaseMatch
        return try statement(.forIn(forIn), at: forToken.location, over: max(height, body.height))
    }

    // MARK: - return, assignment, expressions

    /// return-statement → 'return' expression?
    ///
    /// The value is left out when a newline, `;`, `}` or the end of the input follows.
    mutating func parseReturn() throws(ParseStop) -> (Statement, Int) {
        let returnToken = current
        try advance()
        if current.isAtStartOfLine || current.kind == .semicolon || current.kind == .rightBrace
            || current.kind == .endOfFile
        {
            return try statement(.returnStatement(nil), at: returnToken.location, over: 0)
        }
        let value = try parseValue(orFail: "expected expression in 'return' statement")
        return try statement(.returnStatement(value.expression), at: returnToken.location, over: value.height)
    }

    /// discard-assignment → '_' '=' expression
    private mutating func parseDiscardAssignment() throws(ParseStop) -> (Statement, Int) {
        let target = Expression(.discard, at: current.location)
        try advance()
        let operatorLocation = current.location
        try consumeAssign()
        let value = try parseExpression(orFail: "expected expression in assignment")
        return try statement(
            .assignment(target: target, operator: "=", value: value.expression, operatorLocation: operatorLocation),
            at: target.location,
            over: value.height)
    }

    /// expression-statement → expression (assignment-operator expression)?
    /// assignment-operator → '=' | '+=' | '-=' | '*=' | '/=' | '%='
    mutating func parseExpressionStatement() throws(ParseStop) -> (Statement, Int) {
        let earlierError = deferredError
        let target = try parseExpression(orFail: "expected expression")
        guard case .operator(let op) = current.kind, op.isAssignment,
            op == .assign || current.isBinaryOperatorSpacing
        else {
            return try statement(.expression(target.expression), at: target.expression.location, over: target.height)
        }
        if earlierError == nil, op == .assign, case .tuple(let elements) = target.expression.kind,
            let objection = deferredError,
            elements.contains(where: { $0.value.kind == .discard && $0.value.location == objection.location })
        {
            // `(_, b) = pair`: an element of the tuple assigned to may be `_`.
            deferredError = nil
        }
        let operatorLocation = current.location
        if op == .assign {
            try consumeAssign()
        } else {
            try advance()
        }
        let message = op == .assign ? "expected expression in assignment" : "expected expression after operator"
        let value = op == .assign ? try parseValue(orFail: message) : try parseExpression(orFail: message)
        if case .operator(let next) = current.kind, next.isAssignment {
            throw fail("assignment is a statement in a session, not a value")
        }
        return try statement(
            .assignment(
                target: target.expression, operator: op.rawValue, value: value.expression,
                operatorLocation: operatorLocation),
            at: target.expression.location, over: max(target.height, value.height))
    }

    /// Consumes `=`, which Swift wants spaced the same on both sides.
    mutating func consumeAssign() throws(ParseStop) {
        if !current.isBinaryOperatorSpacing {
            throw fail("'=' must have consistent whitespace on both sides")
        }
        try advance()
    }
}
