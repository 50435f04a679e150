/// Closure expressions: `{ body }`, `{ x, y in body }`, `{ (x: Int) -> Int in body }`.
extension Parser {
    /// closure → '{' closure-signature? statements '}'
    mutating func parseClosure() throws(ParseStop) -> Parsed {
        let open = current
        try enter(at: open.location)
        defer { leave() }
        try advance()
        let saved = allowsTrailingClosures
        allowsTrailingClosures = true
        defer { allowsTrailingClosures = saved }
        var parameters: [Closure.Parameter]?
        var resultType: TypeSyntax?
        var captures: [Closure.Capture] = []
        if hasClosureSignature() {
            if current.kind == .leftBracket { captures = try parseCaptureList() }
            if isKeyword(.in) {
                try advance()
            } else {
                (parameters, resultType) = try parseClosureSignature()
            }
        }
        let body = try parseStatements(insideBraces: true)
        guard current.kind == .rightBrace else {
            throw fail(
                "expected '}' at end of closure", notes: [note("to match this opening '{'", at: open.location)])
        }
        try advance()
        let closure = Closure(parameters: parameters, resultType: resultType, body: body.statements, captures: captures)
        return try node(.closure(closure), at: open.location, over: body.height)
    }

    /// Looks ahead for `name, name in`, `( … ) in`, `( … ) -> T in` or `[captures] in` after `{`.
    private func hasClosureSignature() -> Bool {
        switch current.kind {
        case .leftParen:
            guard let close = offsetOfClosing(.leftParen, .rightParen) else { return false }
            let next = peek(close + 1)
            return isKeyword(.in, next) || isOperator(.arrow, next) || isKeyword(.throws, next)
        case .leftBracket:
            guard let close = offsetOfClosing(.leftBracket, .rightBracket) else { return false }
            let next = peek(close + 1)
            return isKeyword(.in, next) || next.kind == .leftParen || next.kind == .identifier
                || next.kind == .keyword(.underscore)
        default:
            var offset = 0
            while true {
                let token = peek(offset)
                guard token.kind == .identifier || token.kind == .keyword(.underscore) else { return false }
                let next = peek(offset + 1)
                if isKeyword(.in, next) { return true }
                // `{ todo -> String in … }`: a result type after unparenthesised names.
                if isOperator(.arrow, next) || isKeyword(.throws, next) { return hasKeywordIn(after: offset + 2) }
                guard next.kind == .comma else { return false }
                offset += 2
            }
        }
    }

    /// Whether an `in` keyword follows `offset` before any brace or the end of the input.
    private func hasKeywordIn(after offset: Int) -> Bool {
        var offset = offset
        while true {
            let token = peek(offset)
            if isKeyword(.in, token) { return true }
            if token.kind == .endOfFile || token.kind == .leftBrace || token.kind == .rightBrace { return false }
            offset += 1
        }
    }

    /// The offset of the token that closes the current `open` token, not looking past braces.
    private func offsetOfClosing(_ open: TokenKind, _ close: TokenKind) -> Int? {
        var depth = 0
        var offset = 0
        while true {
            let kind = peek(offset).kind
            if kind == open {
                depth += 1
            } else if kind == close {
                depth -= 1
                if depth == 0 { return offset }
            } else if kind == .endOfFile || kind == .leftBrace || kind == .rightBrace {
                return nil
            }
            offset += 1
        }
    }

    /// capture-list → '[' capture (',' capture)* ']'
    /// capture → identifier ('=' expression)?
    private mutating func parseCaptureList() throws(ParseStop) -> [Closure.Capture] {
        let open = current
        try advance()
        var captures: [Closure.Capture] = []
        while current.kind != .rightBracket {
            var isWeak = false, isUnowned = false
            if isIdentifier("weak") || isIdentifier("unowned") {
                // `[weak self]` holds an optional; `[unowned self]` a plain reference; neither
                // keeps the object alive.
                isWeak = isIdentifier("weak")
                isUnowned = !isWeak
                try advance()
                if current.kind == .leftParen && current.isLeftBound {
                    guard isIdentifier("safe", peek()) || isIdentifier("unsafe", peek()), peek(2).kind == .rightParen else {
                        throw fail("expected 'safe' or 'unsafe'")
                    }
                    try advance()
                    try advance()
                    try advance()
                }
                if isKeyword(.self) {
                    captures.append(Closure.Capture(
                        name: "self", location: current.location, value: Expression(.identifier("self"), at: current.location),
                        isWeak: isWeak, isUnowned: isUnowned))
                    try advance()
                    if try consume(.comma) { continue }
                    guard current.kind == .rightBracket else {
                        throw fail("expected ']' at end of capture list", notes: [note("to match this opening '['", at: open.location)])
                    }
                    continue
                }
            }
            let name = current
            if isKeyword(.self) {
                // `[self]` in a struct's method: `self` is already a value the closure keeps.
                try advance()
                if try consume(.comma) { continue }
                guard current.kind == .rightBracket else {
                    throw fail("expected ']' at end of capture list", notes: [note("to match this opening '['", at: open.location)])
                }
                continue
            }
            guard name.kind == .identifier else { throw fail("expected 'weak', 'unowned', or no specifier in capture list") }
            try advance()
            var value: Expression?
            if isOperator(.assign) {
                try consumeAssign()
                value = try parseExpression(orFail: "expected expression in capture list").expression
            }
            captures.append(Closure.Capture(
                name: text(of: name), location: name.location, value: value, isWeak: isWeak, isUnowned: isUnowned))
            if try consume(.comma) { continue }
            guard current.kind == .rightBracket else {
                throw fail("expected ']' at end of capture list", notes: [note("to match this opening '['", at: open.location)])
            }
        }
        try advance()
        return captures
    }

    /// closure-signature → closure-parameters 'throws'? ('->' type)? 'in'
    /// closure-parameters → '(' (closure-parameter (',' closure-parameter)*)? ')'
    ///                    | closure-name (',' closure-name)*
    /// closure-parameter → closure-name (':' 'inout'? type)?
    /// closure-name → identifier | '_'
    private mutating func parseClosureSignature() throws(ParseStop) -> ([Closure.Parameter], TypeSyntax?) {
        var parameters: [Closure.Parameter] = []
        if current.kind == .leftParen {
            let open = current
            try advance()
            while current.kind != .rightParen {
                let name = current
                guard name.kind == .identifier || name.kind == .keyword(.underscore) else {
                    throw fail("expected parameter type following ':'")
                }
                try advance()
                if current.kind == .identifier || current.kind == .keyword(.underscore) {
                    throw unsupported("argument labels in closure parameters are")
                }
                var type: TypeSyntax?
                if try consume(.colon) {
                    if isKeyword(.inout) {
                        // `(counts: inout [String: Int], word) in`, as `reduce(into:)` passes it.
                        let marker = current
                        try advance()
                        let inner = try parseType(orFail: "expected parameter type following ':'")
                        type = .inout(inner, location: marker.location)
                    } else {
                        type = try parseType(orFail: "expected parameter type following ':'")
                    }
                }
                parameters.append(Closure.Parameter(name: text(of: name), type: type, location: name.location))
                if try consume(.comma) { continue }
                guard current.kind == .rightParen else {
                    try expectListSeparator(
                        closing: "')' in closure parameter list", open: open, atMissingLocation: false)
                    continue
                }
            }
            try advance()
        } else {
            repeat {
                let name = current
                try advance()
                parameters.append(Closure.Parameter(name: text(of: name), type: nil, location: name.location))
            } while try consume(.comma)
        }
        if isKeyword(.throws) {
            // `{ () throws -> Int in … }`: every closure may throw here (the checker infers it
            // from the body, as Swift does), so the marker adds nothing.
            try advance()
            _ = try parseThrownType()
        }
        var resultType: TypeSyntax?
        if isOperator(.arrow) {
            try advance()
            resultType = try parseType(orFail: "expected closure result type after '->'")
        }
        guard isKeyword(.in) else { throw fail("expected 'in' after the closure signature") }
        try advance()
        return (parameters, resultType)
    }
}
