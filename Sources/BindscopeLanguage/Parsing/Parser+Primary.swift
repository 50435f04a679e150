/// Primary expressions: literals, names, implicit members, parentheses, collections.
extension Parser {
    static let expectedInitialValue = "expected initial value after '='"

    /// primary-expression → literal | identifier generic-arguments? | '.' member-name
    ///                    | '(' expression ')' | collection-literal | type-expression
    ///                    | closure | key-path
    /// literal → integer | float | string | 'true' | 'false' | 'nil'
    mutating func parsePrimary(orFail message: String) throws(ParseStop) -> Parsed {
        let token = current
        let location = token.location
        switch token.kind {
        case .integerLiteral:
            try advance()
            return (Expression(.integerLiteral(text(of: token)), at: location), 1)
        case .floatLiteral:
            try advance()
            return (Expression(.floatLiteral(text(of: token)), at: location), 1)
        case .stringLiteral(let contents):
            try advance()
            return try parseStringLiteral(tokens.strings[Int(contents)], at: location)
        case .keyword(.true), .keyword(.false):
            try advance()
            return (Expression(.booleanLiteral(token.kind == .keyword(.true)), at: location), 1)
        case .keyword(.nil):
            try advance()
            return (Expression(.nilLiteral, at: location), 1)
        case .identifier where isMagicLiteral(token):
            return try parseMagicLiteral()
        case .identifier, .keyword(.self), .keyword(.Self), .keyword(.Any), .keyword(.super):
            // `super` is a name the checker knows inside a class's members.
            return try parseName()
        case .period:
            return try parseImplicitMember()
        case .leftParen:
            return try parseParenthesized()
        case .leftBracket:
            return try parseCollectionLiteral()
        case .leftBrace:
            return try parseClosure()
        case .backslash:
            return try parseKeyPath()
        case .keyword(.underscore):
            reportLater(Diagnostic(
                "'_' can only appear in a pattern or on the left side of an assignment", at: location))
            try advance()
            return (Expression(.discard, at: location), 1)
        case .keyword(.if), .keyword(.switch):
            throw unsupported("'\(text(of: token))' expressions are")
        case .keyword(.try):
            throw fail("'try' cannot appear to the right of a non-assignment operator")
        default:
            if isIdentifier("await") { throw unsupported("'await' is") }
            // swiftc places this one after the `=` when the value is missing from its line.
            throw message == Parser.expectedInitialValue ? failMissing(message) : fail(message)
        }
    }

    /// name → identifier generic-arguments?
    ///
    /// `Name<` starts generic arguments only when a type list and `>` follow, and the `>` is
    /// followed by a token that cannot start an operand (`(`, `.`, `[`, `)`, `,`…), as in Swift;
    /// otherwise `<` is the less-than operator.
    private mutating func parseName() throws(ParseStop) -> Parsed {
        let token = current
        try advance()
        // `add(_:to:)`: a function named with its labels, not called.
        let name = Expression(.identifier(text(of: token) + (try parseCompoundNameLabels())), at: token.location)
        guard startsGenericArguments() else { return (name, 1) }
        let arguments = try parseGenericArguments()
        return try node(.specialized(base: name, genericArguments: arguments), at: token.location, over: 1)
    }

    /// '.' member-name   (a member of the contextual type: `.designer`, `.constant(3)`)
    private mutating func parseImplicitMember() throws(ParseStop) -> Parsed {
        let dot = current
        try advance()
        let name = current
        switch name.kind {
        case .identifier, .keyword:
            if name.isAtStartOfLine || !name.isLeftBound {
                throw .failure(Diagnostic("expected identifier after '.' expression", at: name.location))
            }
            try advance()
            return (Expression(.implicitMember(text(of: name)), at: dot.location), 1)
        case .integerLiteral where name.isLeftBound:
            let digits = text(of: name)
            throw .failure(Diagnostic(
                "'.\(digits)' is not a valid floating point literal; it must be written '0.\(digits)'",
                at: dot.location))
        default:
            throw .failure(Diagnostic("expected identifier after '.' expression", at: name.location))
        }
    }

    /// parenthesized-expression → '(' expression ')'
    /// tuple-expression → '(' ')' | '(' tuple-element (',' tuple-element)+ ')' | '(' label ':' expression ')'
    /// tuple-element → (label ':')? expression
    private mutating func parseParenthesized() throws(ParseStop) -> Parsed {
        let open = current
        let (arguments, height) = try parseArguments()
        if arguments.count == 1, let only = arguments.first, only.label == nil {
            return try node(.parenthesized(only.value), at: open.location, over: height)
        }
        return try node(.tuple(arguments), at: open.location, over: height)
    }

    // MARK: - Collections

    /// collection-literal → '[' ']' | '[' ':' ']'
    ///                    | '[' expression (',' expression)* ','? ']'
    ///                    | '[' expression ':' expression (',' expression ':' expression)* ','? ']'
    /// type-expression → array-or-dictionary-type   (before `(` or `.`: `[Int](…)`, `[String: Int]()`)
    private mutating func parseCollectionLiteral() throws(ParseStop) -> Parsed {
        let open = current
        if startsTypeExpression() {
            let type = try parseType(orFail: "expected type")
            return try node(.typeExpression(type), at: open.location, over: 0)
        }
        try enter(at: open.location)
        defer { leave() }
        try advance()
        let saved = allowsTrailingClosures
        allowsTrailingClosures = true
        defer { allowsTrailingClosures = saved }
        if current.kind == .rightBracket {
            try advance()
            return (Expression(.arrayLiteral([]), at: open.location), 1)
        }
        if current.kind == .colon && peek().kind == .rightBracket {
            try advance()
            try advance()
            return (Expression(.dictionaryLiteral([]), at: open.location), 1)
        }
        let first = try parseExpression(orFail: "expected expression in container literal")
        if current.kind == .colon {
            return try parseDictionaryLiteral(open: open, firstKey: first)
        }
        var elements = [first.expression]
        var height = first.height
        while try continueCollection(open: open) {
            let element = try parseExpression(orFail: "expected expression in container literal")
            elements.append(element.expression)
            height = max(height, element.height)
        }
        return try node(.arrayLiteral(elements), at: open.location, over: height)
    }

    /// The rest of a dictionary literal, after its first key.
    private mutating func parseDictionaryLiteral(open: Token, firstKey: Parsed) throws(ParseStop) -> Parsed {
        var entries: [DictionaryEntry] = []
        var height = 0
        var key = firstKey
        while true {
            guard current.kind == .colon else { throw fail("expected ':' in dictionary literal") }
            try advance()
            let value = try parseExpression(orFail: "expected value in dictionary literal")
            entries.append(DictionaryEntry(key: key.expression, value: value.expression))
            height = max(height, key.height, value.height)
            guard try continueCollection(open: open) else { break }
            key = try parseExpression(orFail: "expected key expression in dictionary literal")
        }
        return try node(.dictionaryLiteral(entries), at: open.location, over: height)
    }

    /// After an element: true when another follows, false after the closing `]` (consumed).
    private mutating func continueCollection(open: Token) throws(ParseStop) -> Bool {
        if try consume(.comma) {
            if current.kind != .rightBracket { return true }
        } else if current.kind != .rightBracket {
            try expectListSeparator(closing: "']' in container literal expression", open: open, atMissingLocation: true)
        }
        try advance()
        return false
    }

    // MARK: - Strings

    /// string-literal → (text | interpolation)*; each interpolation is parsed from its own tokens.
    private mutating func parseStringLiteral(
        _ contents: StringLiteralContents, at location: SourceLocation
    ) throws(ParseStop) -> Parsed {
        var segments: [StringSegment] = []
        var height = 0
        for segment in contents.segments {
            switch segment {
            case .text(let text):
                segments.append(.text(text))
            case .interpolation(let tokens):
                let parsed = try parseInterpolation(tokens)
                segments.append(.interpolation(parsed.expression))
                height = max(height, parsed.height)
            }
        }
        return try node(.stringLiteral(segments), at: location, over: height)
    }

    /// interpolation → expression   (the tokens between `\(` and its `)`)
    private mutating func parseInterpolation(_ tokens: [Token]) throws(ParseStop) -> Parsed {
        var parser = Parser(interpolationOf: self, tokens: tokens)
        try parser.checkCurrent()
        try parser.enter(at: parser.current.location)
        if parser.peek().kind == .colon && parser.current.kind == .identifier {
            throw unsupported("labeled interpolations are", at: parser.current.location)
        }
        let parsed = try parser.parseExpression(orFail: "expected expression in string interpolation")
        if !parser.isAtEnd {
            if parser.current.kind == .comma {
                throw unsupported("interpolations of several values are", at: parser.current.location)
            }
            throw parser.fail("expected ',' separator")
        }
        deferredError = deferredError ?? parser.deferredError
        return parsed
    }
}
