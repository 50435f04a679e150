/// Patterns: `switch` cases, `if case`, `for case`, `let (a, b) = …`.
extension Parser {
    typealias ParsedPattern = (pattern: Pattern, height: Int)

    /// pattern → primary-pattern ('?' | 'as' type)*
    ///
    /// `binding` is nil outside `let`/`var`, where a bare name is an expression to compare with;
    /// inside, it says whether the names it binds are constants.
    mutating func parsePattern(binding: Bool?) throws(ParseStop) -> ParsedPattern {
        var (pattern, height) = try parsePrimaryPattern(binding: binding)
        while true {
            if isOperator(.question) && current.isLeftBound {
                try advance()
                pattern = Pattern(.optionalSome(pattern), at: pattern.location)
            } else if isKeyword(.as) {
                try advance()
                let type = try parseType(orFail: "expected type after 'as'")
                pattern = Pattern(.cast(pattern, type), at: pattern.location)
            } else {
                return (pattern, try self.height(over: height, at: pattern.location))
            }
        }
    }

    /// primary-pattern → '_' | ('let' | 'var') pattern | 'is' type | tuple-pattern
    ///                 | '.' identifier tuple-pattern? | type-name '.' identifier tuple-pattern?
    ///                 | identifier (inside `let`/`var`) | expression
    private mutating func parsePrimaryPattern(binding: Bool?) throws(ParseStop) -> ParsedPattern {
        let token = current
        let location = token.location
        switch token.kind {
        case .keyword(.underscore):
            try advance()
            return (Pattern(.wildcard, at: location), 0)
        case .keyword(.let), .keyword(.var):
            if binding != nil && !(inImplicitLetPattern && binding == true) {
                throw fail("'\(text(of: token))' cannot appear nested inside another 'var' or 'let' pattern")
            }
            try advance()
            return try parsePattern(binding: token.kind == .keyword(.let))
        case .keyword(.is):
            try advance()
            let type = try parseType(orFail: "expected type after 'is'")
            return (Pattern(.isType(type), at: location), 0)
        case .leftParen:
            let (elements, height) = try parsePatternElements(binding: binding)
            if elements.count == 1, elements[0].label == nil { return (elements[0].pattern, height) }
            return (Pattern(.tuple(elements), at: location), height)
        case .period:
            try advance()
            switch current.kind {
            case .identifier, .keyword: break
            default: throw fail("expected identifier after '.' expression")
            }
            let name = text(of: current)
            try advance()
            return try parseEnumCasePattern(type: nil, name: name, binding: binding, at: location)
        case .identifier where qualifiedCaseDepth > 0:
            // Before a bare name inside `let`: `case let Shape.circle(r)` binds `r`, not `Shape`.
            // `Type.name`, or `Outer.Inner.name` for a nested type.
            var typeName = text(of: token)
            for _ in 1..<qualifiedCaseDepth {
                try advance()
                try advance()
                typeName += "." + text(of: current)
            }
            try advance()
            try advance()
            let name = text(of: current)
            try advance()
            let type = TypeSyntax.named(typeName, genericArguments: [], location: location)
            return try parseEnumCasePattern(type: type, name: name, binding: binding, at: location)
        case .identifier where binding != nil:
            try advance()
            return (Pattern(.binding(name: text(of: token), isConstant: binding!), at: location), 0)
        default:
            let parsed = try parseExpression(orFail: "expected pattern")
            if case .optionalEvaluation(let chain) = parsed.expression.kind, case .bindOptional(let value) = chain.kind {
                // `case "SAVE10"?:`: an optional holding a value equal to the expression's.
                let inner = Pattern(.expression(value), at: location)
                return (Pattern(.optionalSome(inner), at: location), parsed.height)
            }
            return (Pattern(.expression(parsed.expression), at: location), parsed.height)
        }
    }

    /// `Type.name` followed by `(` or by what ends a pattern: an enum case, not an expression
    /// such as `Int.max - 1` (which is compared with `~=`).
    /// How many `.name` components follow the type's first name (`Outer.Inner.name`: 2); 0 when
    /// this is not such a case.
    private var qualifiedCaseDepth: Int {
        var depth = 0
        while peek(2 * depth + 1).kind == .period, peek(2 * depth + 1).isLeftBound,
            peek(2 * depth + 2).kind == .identifier, peek(2 * depth + 2).isLeftBound
        {
            depth += 1
        }
        guard depth > 0 else { return 0 }
        let after = peek(2 * depth + 1)
        switch after.kind {
        case .leftParen: return after.isLeftBound ? depth : 0
        case .colon, .comma, .rightParen, .leftBrace, .endOfFile: return depth
        case .keyword(.where), .keyword(.in): return depth
        case .operator(.assign): return depth
        default: return 0
        }
    }

    /// enum-case-pattern → … tuple-pattern?   (the payload's patterns)
    private mutating func parseEnumCasePattern(
        type: TypeSyntax?, name: String, binding: Bool?, at location: SourceLocation
    ) throws(ParseStop) -> ParsedPattern {
        guard current.kind == .leftParen, current.isLeftBound else {
            return (Pattern(.enumCase(type: type, name: name, payload: nil), at: location), 0)
        }
        let (elements, height) = try parsePatternElements(binding: binding)
        return (Pattern(.enumCase(type: type, name: name, payload: elements), at: location), height)
    }

    /// tuple-pattern → '(' (pattern-element (',' pattern-element)*)? ')'
    /// pattern-element → (identifier ':')? pattern
    private mutating func parsePatternElements(binding: Bool?) throws(ParseStop) -> ([PatternElement], Int) {
        let open = current
        try enter(at: open.location)
        defer { leave() }
        try advance()
        var elements: [PatternElement] = []
        var height = 0
        while current.kind != .rightParen {
            var label: String?
            if current.kind == .identifier, peek().kind == .colon {
                label = text(of: current)
                try advance()
                try advance()
            }
            let element = try parsePattern(binding: binding)
            elements.append(PatternElement(label: label, pattern: element.pattern))
            height = max(height, element.height)
            if try consume(.comma) { continue }
            guard current.kind == .rightParen else {
                try expectListSeparator(closing: "')' in pattern", open: open, atMissingLocation: false)
                break
            }
        }
        try advance()
        return (elements, height)
    }
}
