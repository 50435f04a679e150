/// Operator expressions: infix sequences folded by Swift's precedence groups, prefix operators.
extension Parser {
    /// An operator of a sequence waiting for its right operand to be folded in.
    struct PendingOperator {
        enum Kind {
            case binary(String)
            /// `? middle :`
            case ternary(Parsed)
        }

        var kind: Kind
        var group: PrecedenceGroup
        var location: SourceLocation
    }

    /// expression → prefix-expression infix-operation*
    ///
    /// Reports `message` when no expression starts at the current token.
    mutating func parseExpression(orFail message: String) throws(ParseStop) -> Parsed {
        if isKeyword(.try) { return try parseTry() }
        let first = try parsePrefixExpression(orFail: message)
        return try parseInfixOperations(after: first)
    }

    /// infix-operation → binary-operator prefix-expression
    ///                 | '?' expression ':' prefix-expression
    ///                 | 'is' type | 'as' ('?' | '!')? type
    ///
    /// Operators are folded as they come (operator precedence parsing), so long chains need no
    /// recursion.
    private mutating func parseInfixOperations(after first: Parsed) throws(ParseStop) -> Parsed {
        var operands = [first]
        var operators: [PendingOperator] = []
        while true {
            let token = current
            switch token.kind {
            case .operator(.question) where !token.isLeftBound:
                let middle = try parseTernaryMiddle()
                let pending = PendingOperator(kind: .ternary(middle), group: .ternary, location: token.location)
                try push(pending, &operands, &operators)
                operands.append(try parsePrefixExpression(
                    orFail: "expected expression after '? ... :' in ternary expression"))
            case .operator(let op) where token.isBinaryOperatorSpacing:
                var group: PrecedenceGroup
                if let known = PrecedenceGroup(binary: op) {
                    group = known
                } else {
                    return try fold(&operands, &operators)
                }
                try advance()
                let pending = PendingOperator(kind: .binary(op.rawValue), group: group, location: token.location)
                try push(pending, &operands, &operators)
                operands.append(try parsePrefixExpression(orFail: "expected expression after operator"))
            case .keyword(.is), .keyword(.as):
                try reduce(&operands, &operators, whileAbove: .casting, includingEqual: true)
                let operand = operands.removeLast()
                operands.append(try parseCast(of: operand))
            case .unknownOperator where token.isBinaryOperatorSpacing && self.operators.infixGroup(text(of: token)) != nil:
                // An operator the source declares (`infix operator <>: AdditionPrecedence`).
                try advance()
                let group = self.operators.infixGroup(text(of: token)) ?? .unknown
                let pending = PendingOperator(kind: .binary(text(of: token)), group: group, location: token.location)
                try push(pending, &operands, &operators)
                operands.append(try parsePrefixExpression(orFail: "expected expression after operator"))
            case .unknownOperator where token.isBinaryOperatorSpacing:
                reportLater(unknownOperator(token))
                try advance()
                let pending = PendingOperator(kind: .binary(text(of: token)), group: .unknown, location: token.location)
                try push(pending, &operands, &operators)
                operands.append(try parsePrefixExpression(orFail: "expected expression after operator"))
            default:
                return try fold(&operands, &operators)
            }
        }
    }

    /// '?' expression ':'   (the middle of a ternary, which may itself hold ternaries)
    private mutating func parseTernaryMiddle() throws(ParseStop) -> Parsed {
        let question = current
        try enter(at: question.location)
        defer { leave() }
        try advance()
        if current.kind == .colon {
            throw fail("expected expression after '?' in ternary expression")
        }
        let middle = try parseExpression(orFail: "expected expression after '?' in ternary expression")
        guard current.kind == .colon else {
            throw fail("expected ':' after '? ...' in ternary expression", at: question.location)
        }
        try advance()
        return middle
    }

    /// cast → ('is' | 'as' | 'as?' | 'as!') type
    private mutating func parseCast(of operand: Parsed) throws(ParseStop) -> Parsed {
        let keyword = current
        try advance()
        let location = operand.expression.location
        if keyword.kind == .keyword(.is) {
            let type = try parseType(orFail: "expected type after 'is'")
            return try node(.typeCheck(operand.expression, type: type), at: location, over: operand.height)
        }
        var kind = Expression.CastKind.coerce
        if current.isLeftBound, isOperator(.question) || isOperator(.exclamation) {
            kind = isOperator(.question) ? .conditional : .forced
            try advance()
        }
        let type = try parseType(orFail: "expected type after '\(kind.rawValue)'")
        return try node(.cast(operand.expression, kind: kind, type: type), at: location, over: operand.height)
    }

    /// Pushes a binary operator, first folding the operators to its left that bind tighter.
    /// Two operators of a non-associative group side by side are an error (swiftc's type
    /// checker's); the left one is folded first so that parsing can go on.
    private mutating func push(
        _ pending: PendingOperator, _ operands: inout [Parsed], _ operators: inout [PendingOperator]
    ) throws(ParseStop) {
        let group = pending.group
        try reduce(&operands, &operators, whileAbove: group, includingEqual: group.associativity == .left)
        if let top = operators.last, top.group == group, group.associativity == .none {
            reportLater(Diagnostic(
                "adjacent operators are in non-associative precedence group '\(group.name)'",
                at: top.location))
            try reduceTop(&operands, &operators)
        }
        operators.append(pending)
    }

    private func reduce(
        _ operands: inout [Parsed], _ operators: inout [PendingOperator],
        whileAbove group: PrecedenceGroup, includingEqual: Bool
    ) throws(ParseStop) {
        while let top = operators.last, top.group > group || includingEqual && top.group == group {
            try reduceTop(&operands, &operators)
        }
    }

    private func fold(_ operands: inout [Parsed], _ operators: inout [PendingOperator]) throws(ParseStop) -> Parsed {
        while !operators.isEmpty {
            try reduceTop(&operands, &operators)
        }
        return operands[0]
    }

    private func reduceTop(_ operands: inout [Parsed], _ operators: inout [PendingOperator]) throws(ParseStop) {
        let pending = operators.removeLast()
        let rhs = operands.removeLast()
        let lhs = operands.removeLast()
        let location = lhs.expression.location
        switch pending.kind {
        case .binary(let op):
            operands.append(try node(
                .binary(operator: op, lhs: lhs.expression, rhs: rhs.expression), at: location,
                over: max(lhs.height, rhs.height)))
        case .ternary(let middle):
            operands.append(try node(
                .ternary(condition: lhs.expression, then: middle.expression, else: rhs.expression),
                at: location, over: max(lhs.height, middle.height, rhs.height)))
        }
    }

    func unknownOperator(_ token: Token) -> Diagnostic {
        let spelling = text(of: token)
        if Parser.unsupportedSwiftOperators.contains(spelling) {
            return Diagnostic("the '\(spelling)' operator is not supported in a session", at: token.location)
        }
        return Diagnostic("cannot find operator '\(spelling)' in scope", at: token.location)
    }

    /// Standard-library operators that sessions leave out.
    static let unsupportedSwiftOperators: Set<String> = [
        "~=", "..<", "...",
    ]

    // MARK: - Prefix operators

    /// prefix-expression → ('-' | '!') prefix-expression | postfix-expression
    mutating func parsePrefixExpression(orFail message: String) throws(ParseStop) -> Parsed {
        let token = current
        if isOperatorReference {
            try advance()
            return (Expression(.identifier(text(of: token)), at: token.location), 1)
        }
        switch token.kind {
        case .operator(.minus), .operator(.exclamation):
            guard token.isRightBound else {
                if peek().kind == .endOfFile && !isInterpolation { throw .incomplete }
                throw fail("unary operator cannot be separated from its operand")
            }
            try enter(at: token.location)
            defer { leave() }
            try advance()
            let operand = try parsePrefixExpression(orFail: "expected expression after unary operator")
            let op = token.kind == .operator(.minus) ? "-" : "!"
            return try node(.prefix(operator: op, operand: operand.expression), at: token.location, over: operand.height)
        case .operator(.ampersand) where token.isPrefixOperatorSpacing:
            // `&place`, an inout argument; the checker says where one is not allowed.
            try enter(at: token.location)
            defer { leave() }
            try advance()
            let operand = try parsePostfixExpression(orFail: "expected expression after unary operator")
            return try node(.inoutArgument(operand.expression), at: token.location, over: operand.height)
        case .operator(let op) where op != .question && !op.isAssignment:
            return try parseUnknownPrefixOperation(message: message)
        case .unknownOperator:
            return try parseUnknownPrefixOperation(message: message)
        default:
            return try parsePostfixExpression(orFail: message)
        }
    }

    /// An operator standing alone as an argument, as in `reduce(0, +)`, `sorted(by: >)` or
    /// `items[...]`: a reference to the operator (or to `UnboundedRange`), named by its spelling.
    private var isOperatorReference: Bool {
        switch current.kind {
        case .operator(let op) where PrecedenceGroup(binary: op) != nil || op == .exclamation:
            // `map(!)` names the prefix `!` as a function.
            break
        case .unknownOperator:
            break
        default:
            return false
        }
        let before = previous.kind
        let after = peek().kind
        return (before == .leftParen || before == .leftBracket || before == .comma || before == .colon)
            && (after == .rightParen || after == .rightBracket || after == .comma)
    }

    /// An operator other than `-` and `!` before an operand: parsed, and reported once parsing
    /// is over (swiftc's type checker is the one that objects).
    private mutating func parseUnknownPrefixOperation(message: String) throws(ParseStop) -> Parsed {
        let token = current
        guard token.isRightBound else {
            if token.isBinaryOperatorSpacing && peek().kind == .endOfFile && !isInterpolation {
                throw .incomplete
            }
            throw fail(token.isLeftBound ? message : "unary operator cannot be separated from its operand")
        }
        if let problem = prefixOperatorProblem(token) { reportLater(problem) }
        try enter(at: token.location)
        defer { leave() }
        try advance()
        let operand = try parsePrefixExpression(orFail: "expected expression after unary operator")
        return try node(
            .prefix(operator: text(of: token), operand: operand.expression), at: token.location,
            over: operand.height)
    }

    private func prefixOperatorProblem(_ token: Token) -> Diagnostic? {
        let spelling = text(of: token)
        let location = token.location
        if case .unknownOperator = token.kind, operators.isDeclared(prefix: spelling) { return nil }
        switch spelling {
        case "&": return Diagnostic("inout arguments ('&') are not supported in a session", at: location)
        case "+", "~": return nil
        default: break
        }
        if spelling.count > 1, spelling.allSatisfy({ $0 == "!" || $0 == "-" }), spelling != "--" {
            var second = location
            second.column += 1
            return Diagnostic("unary operators must not be juxtaposed; parenthesize inner expression", at: second)
        }
        if spelling == "..<" || spelling == "..." {
            // A one-sided range: the checker knows where it may stand (case patterns).
            return nil
        }
        if case .unknownOperator = token.kind, !Parser.unsupportedSwiftOperators.contains(spelling) {
            return Diagnostic("cannot find operator '\(spelling)' in scope", at: location)
        }
        return Diagnostic("'\(spelling)' is not a prefix unary operator", at: location)
    }
}
