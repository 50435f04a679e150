/// Postfix chains: members, calls, subscripts, `!`, optional chaining, trailing closures.
extension Parser {
    /// postfix-expression → primary-expression postfix-suffix*
    /// postfix-suffix → '.' member-name | '(' arguments ')' | '[' arguments ']' | '!' | '?'
    ///                | trailing-closure
    ///
    /// A chain holding a `?` is wrapped whole in `.optionalEvaluation`. A `(` or `[` on a new
    /// line starts a new statement rather than a call or subscript, as in Swift.
    mutating func parsePostfixExpression(orFail message: String) throws(ParseStop) -> Parsed {
        var (expression, height) = try parsePrimary(orFail: message)
        var hasOptionalBinding = false
        /// The chain ends in `(…)`, so a trailing closure joins that call's arguments.
        var endsInParenthesizedCall = false
        /// The chain ends in a trailing closure: a second `{` is not another one.
        var endsInTrailingClosure = false
        loop: while true {
            let token = current
            let location = expression.location
            var isParenthesizedCall = false
            var isTrailingClosure = false
            switch token.kind {
            case .period:
                let (name, nameLocation) = try parseMemberName(after: expression)
                if name.first?.isUppercase == true, startsGenericArguments(), let baseType = Parser.typeSyntax(of: expression) {
                    // `Outer<Int>.Inner<String>(u: "a")`: a nested generic type, specialized.
                    let arguments = try parseGenericArguments()
                    let type = TypeSyntax.member(baseType, name, genericArguments: arguments, location: nameLocation)
                    (expression, height) = try node(.typeExpression(type), at: location, over: height)
                } else {
                    (expression, height) = try node(
                        .member(base: expression, name: name, nameLocation: nameLocation), at: location,
                        over: height)
                }
            case .leftParen where !token.isAtStartOfLine:
                let (arguments, argumentsHeight) = try parseArguments()
                (expression, height) = try node(
                    .call(callee: expression, arguments: arguments), at: location,
                    over: max(height, argumentsHeight))
                isParenthesizedCall = true
            case .leftBracket where !token.isAtStartOfLine:
                let (arguments, argumentsHeight) = try parseArguments()
                (expression, height) = try node(
                    .subscriptAccess(base: expression, arguments: arguments), at: location,
                    over: max(height, argumentsHeight))
            case .operator(.exclamation) where token.isLeftBound:
                try advance()
                (expression, height) = try node(.forceUnwrap(expression), at: location, over: height)
            case .operator(.question) where token.isLeftBound:
                try advance()
                (expression, height) = try node(.bindOptional(expression), at: location, over: height)
                hasOptionalBinding = true
            case .leftBrace where !endsInTrailingClosure && takesTrailingClosure(expression)
                && (allowsTrailingClosures || isConfusableTrailingClosure) && !opensObserverBlock:
                let closureLocation = token.location
                let closure = try parseClosure()
                var trailing = [Argument(label: nil, value: closure.expression, location: closureLocation)]
                var closuresHeight = closure.height
                // `load(3) { … } failure: { … }`: labelled trailing closures follow on the line.
                while current.kind == .identifier || isLabelKeyword(current), !current.isAtStartOfLine,
                    peek().kind == .colon, peek(2).kind == .leftBrace
                {
                    let label = current
                    try advance()
                    try advance()
                    let labelled = try parseClosure()
                    trailing.append(Argument(label: text(of: label), value: labelled.expression, location: label.location))
                    closuresHeight = max(closuresHeight, labelled.height)
                }
                if endsInParenthesizedCall, case .call(let callee, let arguments) = expression.kind {
                    (expression, height) = try node(
                        .call(callee: callee, arguments: arguments + trailing), at: location,
                        over: max(height - 1, closuresHeight))
                } else {
                    (expression, height) = try node(
                        .call(callee: expression, arguments: trailing), at: location,
                        over: max(height, closuresHeight))
                }
                isTrailingClosure = true
            case .operator where token.isPostfixOperatorSpacing && text(of: token) == "...":
                // A one-sided range (`case 90...:`, `xs[2...]`): the checker knows where it may stand.
                try advance()
                (expression, height) = try node(.postfix(operator: "...", operand: expression), at: location, over: height)
            case .unknownOperator where token.isPostfixOperatorSpacing && operators.isDeclared(postfix: text(of: token)):
                // `x^^` after `postfix operator ^^`: a call of the declared operator's function.
                try advance()
                (expression, height) = try node(
                    .postfix(operator: text(of: token), operand: expression), at: location, over: height)
            case .operator(let op) where token.isPostfixOperatorSpacing && !op.isAssignment:
                try skipPostfixOperator(token)
            case .unknownOperator where token.isPostfixOperatorSpacing:
                try skipPostfixOperator(token)
            default:
                break loop
            }
            endsInParenthesizedCall = isParenthesizedCall
            endsInTrailingClosure = isTrailingClosure
        }
        if hasOptionalBinding {
            return try node(.optionalEvaluation(expression), at: expression.location, over: height)
        }
        return (expression, height)
    }

    /// `a-` or `x+` followed by a space: swiftc parses a postfix operator and only its type
    /// checker objects, after every parse error. The objection is kept for the end of parsing.
    private mutating func skipPostfixOperator(_ token: Token) throws(ParseStop) {
        if peek().kind == .endOfFile && !isInterpolation { throw .incomplete }
        let spelling = text(of: token)

        if case .unknownOperator = token.kind, !Parser.unsupportedSwiftOperators.contains(spelling) {
            reportLater(Diagnostic("cannot find operator '\(spelling)' in scope", at: token.location))
        } else {
            reportLater(Diagnostic("'\(spelling)' is not a postfix unary operator", at: token.location))
        }
        try advance()
    }

    /// Trailing closures follow names, members, specialisations and calls.
    private func takesTrailingClosure(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .identifier, .member, .implicitMember, .specialized, .call: true
        default: false
        }
    }

    /// In an `if` condition or `for` sequence, `items.filter { … } {` still reads as a trailing
    /// closure, as swiftc reads it: the closure's `}` is followed by `{` on the same line. The
    /// look-ahead stays on the line and within a few hundred tokens, so it costs little.
    private var isConfusableTrailingClosure: Bool {
        var depth = 1
        for offset in 1..<256 {
            let token = peek(offset)
            if token.isAtStartOfLine { return false }
            switch token.kind {
            case .endOfFile: return false
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 {
                    let next = peek(offset + 1)
                    return next.kind == .leftBrace && !next.isAtStartOfLine
                }
            default: break
            }
        }
        return false
    }

    /// member-name → identifier | keyword
    ///
    /// Positions follow swiftc: a problem after an attached `.` is reported at the `.`, after a
    /// detached one (`a .b`, a `.b` starting a line) at the token that follows.
    mutating func parseMemberName(after base: Expression) throws(ParseStop) -> (String, SourceLocation) {
        let dot = current
        try advance()
        let name = current
        let problemLocation = dot.isLeftBound ? dot.location : name.location
        switch name.kind {
        case .identifier, .keyword:
            if name.isAtStartOfLine {
                throw .failure(Diagnostic("expected member name following '.'", at: dot.location))
            }
            if !name.isLeftBound {
                throw .failure(Diagnostic("extraneous whitespace after '.' is not permitted", at: dot.location))
            }
            try advance()
            return (text(of: name) + (try parseCompoundNameLabels()), name.location)
        case .integerLiteral:
            switch base.kind {
            case .integerLiteral, .floatLiteral:
                throw .failure(Diagnostic("expected named member of numeric literal", at: name.location))
            default:
                // `pair.0`: a tuple element.
                try advance()
                return (text(of: name), name.location)
            }
        default:
            throw .failure(Diagnostic("expected member name following '.'", at: problemLocation))
        }
    }

    /// compound-name-labels → '(' (label ':')+ ')', written right after a name with no space:
    /// `Wrapper.init(value:)` names one initializer (or method) without calling it. Empty when
    /// what follows is not that (a call's arguments never end in `:)`).
    mutating func parseCompoundNameLabels() throws(ParseStop) -> String {
        guard current.kind == .leftParen, current.isLeftBound else { return "" }
        var offset = 1, labels = ""
        while true {
            let label = peek(offset)
            switch label.kind {
            case .identifier, .keyword: break
            default: return ""
            }
            guard peek(offset + 1).kind == .colon else { return "" }
            labels += text(of: label) + ":"
            offset += 2
            if peek(offset).kind == .rightParen { break }
        }
        for _ in 0...offset { try advance() }
        return "(" + labels + ")"
    }

    /// arguments → '(' argument-list ')' | '[' argument-list ']'
    /// argument-list → (argument (',' argument)* ','?)?
    /// argument → (label ':')? expression
    mutating func parseArguments() throws(ParseStop) -> ([Argument], Int) {
        let open = current
        let isParenthesis = open.kind == .leftParen
        try enter(at: open.location)
        defer { leave() }
        try advance()
        let saved = allowsTrailingClosures
        allowsTrailingClosures = true
        defer { allowsTrailingClosures = saved }
        let closing: TokenKind = isParenthesis ? .rightParen : .rightBracket
        var arguments: [Argument] = []
        var height = 0
        while current.kind != closing {
            if current.kind == .comma { throw fail("unexpected ',' separator") }
            let start = current.location
            var label: String?
            if peek().kind == .colon, current.kind == .identifier || isLabelKeyword(current) {
                label = text(of: current)
                try advance()
                try advance()
            }
            let value = try parseExpression(orFail: "expected expression in list of expressions")
            arguments.append(Argument(label: label, value: value.expression, location: start))
            height = max(height, value.height)
            if try consume(.comma) { continue }
            if current.kind == closing { break }
            try expectListSeparator(
                closing: isParenthesis ? "')' in expression list" : "']' in expression list",
                open: open, atMissingLocation: false)
        }
        try advance()
        return (arguments, height)
    }

    /// Keywords may label arguments: `d["k", default: 0]`, `f(for: x)`.
    func isLabelKeyword(_ token: Token) -> Bool {
        if case .keyword(let keyword) = token.kind { return keyword != .underscore }
        return false
    }

    /// After a list element that is followed by neither `,` nor the closing token: the closing
    /// token is missing when a new line starts a statement, otherwise a `,` is.
    func expectListSeparator(closing: String, open: Token, atMissingLocation: Bool) throws(ParseStop) {
        if isAtEnd && !isInterpolation { throw .incomplete }
        if current.isAtStartOfLine && (current.kind == .rightBrace || startsStatement) {
            throw .failure(Diagnostic(
                "expected \(closing)", at: atMissingLocation ? missingLocation : current.location,
                notes: [note("to match this opening '\(text(of: open))'", at: open.location)]))
        }
        if case .operator(let op) = current.kind, op.isAssignment {
            throw fail("assignment is a statement in a session, not a value")
        }
        throw fail("expected ',' separator")
    }

    /// Whether the current token begins a statement or declaration keyword.
    var startsStatement: Bool {
        switch current.kind {
        case .at: return true
        case .keyword(let keyword):
            switch keyword {
            case .let, .var, .if, .for, .return, .struct, .enum, .extension, .func, .while,
                .repeat, .do, .switch, .guard, .break, .continue, .defer, .throw, .class,
                .protocol, .import, .typealias, .static, .private, .fileprivate, .public,
                .internal, .`init`, .deinit, .subscript:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }
}

extension Parser {
    /// `var mode: Mode = .auto { didSet { … } }`: the brace after a property's initial value
    /// opens its observers, not a trailing closure, as Swift reads it.
    var opensObserverBlock: Bool {
        current.kind == .leftBrace && (isIdentifier("willSet", peek()) || isIdentifier("didSet", peek()))
    }

    /// The type an expression names when it is written as one (`Outer`, `Outer<Int>`,
    /// `Outer.Middle`): the base of a nested type's specialization. Nil for other expressions.
    static func typeSyntax(of expression: Expression) -> TypeSyntax? {
        switch expression.kind {
        case .identifier(let name) where name.first?.isUppercase == true:
            return .named(name, genericArguments: [], location: expression.location)
        case .specialized(let base, let arguments):
            guard case .identifier(let name) = base.kind else { return nil }
            return .named(name, genericArguments: arguments, location: base.location)
        case .typeExpression(let type):
            return type
        case .member(let base, let name, let nameLocation) where name.first?.isUppercase == true:
            return typeSyntax(of: base).map { .member($0, name, genericArguments: [], location: nameLocation) }
        default:
            return nil
        }
    }
}
