/// Function declarations: `func name(parameters) throws -> Result { body }`.
extension Parser {
    /// Modifiers a function declaration may carry; the checker decides where each is allowed.
    static let functionModifierWords: Set<String> = [
        "private", "fileprivate", "public", "internal", "static", "mutating", "nonmutating",
        "open", "override", "final", "prefix", "postfix",
    ]

    /// Whether `(attribute | modifier)* 'func'` starts here.
    var startsFunctionDeclaration: Bool {
        var offset = 0
        while true {
            let token = peek(offset)
            switch token.kind {
            case .keyword(.func):
                return true
            case .at:
                guard peek(offset + 1).kind == .identifier else { return false }
                offset += 2
            case .keyword(.private), .keyword(.fileprivate), .keyword(.public), .keyword(.internal),
                .keyword(.static):
                offset += 1
            case .keyword(.class) where offset > 0 || nesting > 0:
                // `class func`, `override class func`: a type method of a class.
                offset += 1
            case .identifier where isFunctionModifierWord(token):
                offset += 1
            default:
                return false
            }
        }
    }

    private func isFunctionModifierWord(_ token: Token) -> Bool {
        token.kind == .identifier && Parser.functionModifierWords.contains(text(of: token))
    }

    /// function-group → function-declaration (newline function-declaration)*
    ///
    /// Consecutive functions make one statement, so that each may call the others: Swift's
    /// local functions may refer to one another, and bindscope checks a statement at a time.
    mutating func parseFunctionGroup() throws(ParseStop) -> (Statement, Int) {
        let start = current.location
        var declarations: [FunctionDeclaration] = []
        var height = 0
        repeat {
            let (declaration, declarationHeight) = try parseFunctionDeclaration()
            declarations.append(declaration)
            height = max(height, declarationHeight)
        } while current.isAtStartOfLine && startsFunctionDeclaration
        return try statement(.functions(declarations), at: start, over: height)
    }

    /// function-declaration → (attribute | modifier)* 'func' identifier parameter-clause
    ///                        ('throws' | 'rethrows')? ('->' type)? block
    /// `requiresBody`: false for a protocol's requirement, which has none.
    mutating func parseFunctionDeclaration(requiresBody: Bool = true) throws(ParseStop) -> (FunctionDeclaration, Int) {
        var modifiers: [String] = []
        var modifierLocations: [SourceLocation] = []
        var resultBuilder: Attribute?
        while !isKeyword(.func) {
            if current.kind == .at {
                try advance()
                let name = current
                try advance()
                if current.kind == .leftParen && current.isLeftBound {
                    throw unsupported("attribute arguments are")
                }
                if !["discardableResult", "inlinable", "inline", "MainActor"].contains(text(of: name)) {
                    // `@HTMLBuilder func`: a type's name, which the checker requires to be a
                    // result builder; a lowercase word is no attribute Swift knows.
                    guard resultBuilder == nil, Parser.mayNameResultBuilder(text(of: name)) else {
                        throw fail("unknown attribute '\(text(of: name))'", at: name.location)
                    }
                    resultBuilder = Attribute(name: text(of: name), location: name.location)
                }
                continue
            }
            modifiers.append(text(of: current))
            modifierLocations.append(current.location)
            try advance()
            if current.kind == .leftParen && current.isLeftBound {
                throw unsupported("access modifiers with arguments are")
            }
        }
        let funcLocation = current.location
        try advance()
        let nameToken = current
        var isOperatorName = false
        switch nameToken.kind {
        case .operator(let op) where PrecedenceGroup(binary: op) != nil && modifiers.contains("static"):
            isOperatorName = true
        case .operator where modifiers.contains("prefix") && modifiers.contains("static"):
            // `static prefix func - (v: Vector) -> Vector`, `static prefix func !`.
            isOperatorName = true
        case .operator(let op) where op.isAssignment && op != .assign && modifiers.contains("static"):
            // `static func += (lhs: inout Money, rhs: Money)`: called by `a += b` on the type.
            isOperatorName = true
        case .operator(let op) where PrecedenceGroup(binary: op) != nil || op.isAssignment && op != .assign
            || modifiers.contains("prefix") || modifiers.contains("postfix"):
            // A global operator function (`func + (a: Vector, b: Vector)`, `prefix func -`).
            isOperatorName = op != .arrow && op != .assign
        case .unknownOperator:
            // A declared operator's function (`prefix func !!`, `func <> (a: Int, b: Int)`).
            if let problem = undeclaredOperatorProblem(nameToken, modifiers: modifiers, funcLocation: funcLocation) { throw problem }
            isOperatorName = true
        default:
            break
        }
        guard nameToken.kind == .identifier || isOperatorName else {
            if case .keyword(let keyword) = nameToken.kind, keyword != .underscore {
                throw fail(
                    "keyword '\(keyword.rawValue)' cannot be used as an identifier here",
                    notes: [note("if this name is unavoidable, use backticks to escape it", at: current.location)])
            }
            if case .operator = nameToken.kind { throw unsupported("operator functions are") }
            if case .unknownOperator = nameToken.kind { throw unsupported("operator functions are") }
            throw fail("expected identifier in function declaration")
        }
        try advance()
        var genericParameters = try parseGenericParameters()
        guard current.kind == .leftParen else { throw failMissing("expected '(' in argument list of function declaration") }
        var (parameters, parametersHeight) = try parseParameterClause()
        if isOperatorName {
            // An operator's operands carry no argument labels.
            for index in parameters.indices where !parameters[index].hasSeparateLabel { parameters[index].label = nil }
        }
        Parser.makeOpaqueParametersGeneric(&parameters, &genericParameters)
        var effect = FunctionDeclaration.Effect.none
        var thrownType: TypeSyntax?
        if isIdentifier("async") { throw unsupported("'async' functions are") }
        if isKeyword(.throws) {
            effect = .throws
            try advance()
            thrownType = try parseThrownType()
        } else if isKeyword(.rethrows) {
            effect = .rethrows
            try advance()
        }
        var resultType: TypeSyntax?
        if isOperator(.arrow) {
            try advance()
            resultType = try parseType(orFail: "expected type for function result")
        }
        let requirements = try parseWhereClause()
        if !requiresBody {
            guard current.kind != .leftBrace else { throw fail("protocol methods must not have bodies") }
            let declaration = FunctionDeclaration(
                modifiers: modifiers, modifierLocations: modifierLocations, funcLocation: funcLocation,
                name: text(of: nameToken), nameLocation: nameToken.location, parameters: parameters, effect: effect,
                resultType: resultType, body: [], closingBraceLocation: previous.location)
            var withGenerics = declaration
            withGenerics.thrownType = thrownType
            withGenerics.generics = GenericSignature(parameters: genericParameters, requirements: requirements)
            withGenerics.resultBuilder = resultBuilder
            return (withGenerics, try height(over: parametersHeight, at: nameToken.location))
        }
        guard current.kind == .leftBrace else {
            if isAtEnd { throw .incomplete }
            throw failMissing("expected '{' in body of function declaration")
        }
        declarationNames.append(FunctionDeclaration.magicName(text(of: nameToken), parameters))
        defer { declarationNames.removeLast() }
        let openingBrace = current.location
        let body = try parseBlock()
        var declaration = FunctionDeclaration(
            modifiers: modifiers, modifierLocations: modifierLocations, funcLocation: funcLocation,
            name: text(of: nameToken), nameLocation: nameToken.location,
            parameters: parameters, effect: effect, resultType: resultType, body: body.statements,
            closingBraceLocation: previous.location)
        declaration.thrownType = thrownType
        declaration.generics = GenericSignature(parameters: genericParameters, requirements: requirements)
        declaration.resultBuilder = resultBuilder
        declaration.openingBraceLocation = openingBrace
        return (declaration, try height(over: max(parametersHeight, body.height), at: nameToken.location))
    }

    /// thrown-type → '(' type ')'   (right after `throws`: typed throws, SE-0413)
    ///
    /// `throws(any Error)` is a plain `throws`, so it gives nil, as does no parenthesis.
    mutating func parseThrownType() throws(ParseStop) -> TypeSyntax? {
        guard current.kind == .leftParen, current.isLeftBound else { return nil }
        let open = current
        try enter(at: open.location)
        defer { leave() }
        try advance()
        let type = try parseType(orFail: "expected thrown error type after 'throws('")
        guard current.kind == .rightParen else {
            throw failMissing("expected ')' after thrown error type", notes: [note("to match this opening '('", at: open.location)])
        }
        try advance()
        if case .named("Error", let arguments, _) = type, arguments.isEmpty { return nil }
        return type
    }

    /// parameter-clause → '(' (parameter (',' parameter)*)? ')'
    /// parameter → (label | '_')? name ':' attribute* 'inout'? type '...'? ('=' expression)?
    mutating func parseParameterClause() throws(ParseStop) -> ([FunctionDeclaration.Parameter], Int) {
        let open = current
        try enter(at: open.location)
        defer { leave() }
        try advance()
        var parameters: [FunctionDeclaration.Parameter] = []
        var height = 0
        while current.kind != .rightParen {
            if isAtEnd { throw .incomplete }
            // `@ViewBuilder content: () -> V`: a result builder written before the parameter's names.
            var resultBuilder: Attribute?
            if current.kind == .at, peek().kind == .identifier, peek().isLeftBound, Parser.mayNameResultBuilder(text(of: peek())) {
                try advance()
                resultBuilder = Attribute(name: text(of: current), location: current.location)
                try advance()
            }
            let first = current
            guard isParameterName(first) else { throw fail("expected parameter name followed by ':'") }
            try advance()
            var nameToken = first
            var label: String? = first.kind == .keyword(.underscore) ? nil : text(of: first)
            if current.kind != .colon {
                guard isParameterName(current), current.kind == .identifier || isKeyword(.underscore) else {
                    throw fail("expected ':' following argument label and parameter name")
                }
                nameToken = current
                try advance()
            } else if first.kind != .identifier && first.kind != .keyword(.underscore) {
                throw fail(
                    "keyword '\(text(of: first))' cannot be used as an identifier here", at: first.location)
            }
            if nameToken.kind == .keyword(.underscore) && nameToken.location == first.location { label = nil }
            guard try consume(.colon) else { throw fail("expected ':' following argument label and parameter name") }
            var isEscaping = false
            var isInout = false
            var isAutoclosure = false
            while current.kind == .at {
                try advance()
                let attribute = current
                try advance()
                switch text(of: attribute) {
                case "escaping": isEscaping = true
                case "autoclosure": isAutoclosure = true
                case "Sendable": break
                case let name where resultBuilder == nil && Parser.mayNameResultBuilder(name):
                    // `@ViewBuilder content: () -> V`: the checker requires a result builder.
                    resultBuilder = Attribute(name: name, location: attribute.location)
                default: throw fail("unknown attribute '\(text(of: attribute))'", at: attribute.location)
                }
            }
            if isKeyword(.inout) {
                isInout = true
                try advance()
            }
            let type = try parseType(orFail: "expected parameter type following ':'")
            var isVariadic = false
            if isOperator(.closedRange) && current.isLeftBound {
                isVariadic = true
                try advance()
            }
            var defaultValue: Expression?
            if isOperator(.assign) {
                try consumeAssign()
                if current.kind == .identifier, source[current.start] == UInt8(ascii: "#"),
                    peek().kind == .comma || peek().kind == .rightParen
                {
                    // `line: Int = #line`: the caller's line, not this one; the checker
                    // evaluates it at each call (`FunctionParameter.callSiteDefault`).
                    defaultValue = Expression(.identifier(text(of: current)), at: current.location)
                    try advance()
                } else {
                    let value = try parseExpression(orFail: "expected default argument value of parameter")
                    defaultValue = value.expression
                    height = max(height, value.height)
                }
            }
            var parameter = FunctionDeclaration.Parameter(
                label: label, name: text(of: nameToken), location: first.location, type: type,
                isInout: isInout, isVariadic: isVariadic, isEscaping: isEscaping, defaultValue: defaultValue,
                hasSeparateLabel: nameToken.location != first.location)
            parameter.isAutoclosure = isAutoclosure
            parameter.resultBuilder = resultBuilder
            parameters.append(parameter)
            if try consume(.comma) { continue }
            guard current.kind == .rightParen else {
                if isAtEnd { throw .incomplete }
                throw fail(
                    "expected ',' separator", notes: [note("to match this opening '('", at: open.location)])
            }
        }
        try advance()
        return (parameters, height)
    }

    /// Labels may be keywords (`func move(in range: …)`); names are identifiers or `_`.
    private func isParameterName(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier: !isMagicLiteral(token)
        case .keyword(.underscore): true
        case .keyword(let keyword): ![.inout, .let, .var].contains(keyword)
        default: false
        }
    }
}

/// Initializers: `init(parameters) { body }`, `init?(…)`.
extension Parser {
    /// Whether `modifier* 'init'` starts here.
    var startsInitializerDeclaration: Bool {
        var offset = 0
        while true {
            let token = peek(offset)
            switch token.kind {
            case .keyword(.`init`):
                return true
            case .keyword(.private), .keyword(.fileprivate), .keyword(.public), .keyword(.internal):
                offset += 1
            case .identifier where ["convenience", "required", "override"].contains(text(of: token)):
                offset += 1
            default:
                return false
            }
        }
    }

    /// initializer-declaration → modifier* 'init' ('?' | '!')? parameter-clause ('throws')? block
    mutating func parseInitializerDeclaration(requiresBody: Bool = true) throws(ParseStop) -> (InitializerDeclaration, Int) {
        var modifiers: [String] = []
        while !isKeyword(.`init`) {
            modifiers.append(text(of: current))
            try advance()
            if current.kind == .leftParen && current.isLeftBound {
                throw unsupported("access modifiers with arguments are")
            }
        }
        let location = current.location
        try advance()
        var isFailable = false
        if isOperator(.question) && current.isLeftBound {
            isFailable = true
            try advance()
        } else if isOperator(.exclamation) && current.isLeftBound {
            throw unsupported("'init!' is")
        }
        var genericParameters = try parseGenericParameters()
        guard current.kind == .leftParen else { throw failMissing("expected '(' for initializer parameters") }
        var (parameters, parametersHeight) = try parseParameterClause()
        Parser.makeOpaqueParametersGeneric(&parameters, &genericParameters)
        var effect = FunctionDeclaration.Effect.none
        var thrownType: TypeSyntax?
        if isKeyword(.throws) {
            effect = .throws
            try advance()
            thrownType = try parseThrownType()
        } else if isKeyword(.rethrows) {
            effect = .rethrows
            try advance()
        }
        let generics = GenericSignature(parameters: genericParameters, requirements: try parseWhereClause())
        if !requiresBody {
            guard current.kind != .leftBrace else { throw fail("protocol initializers must not have bodies") }
            var declaration = InitializerDeclaration(
                modifiers: modifiers, location: location, isFailable: isFailable, parameters: parameters,
                effect: effect, body: [])
            declaration.thrownType = thrownType
            declaration.generics = generics
            return (declaration, try height(over: parametersHeight, at: location))
        }
        guard current.kind == .leftBrace else {
            if isAtEnd { throw .incomplete }
            if current.isAtStartOfLine || current.kind == .rightBrace || current.kind == .semicolon {
                // `init(initialValue: Value)` alone, as seed 002 sketches State's interface:
                // swiftc parses it and then wants a body, at the `init` (see `lacksBody`).
                var declaration = InitializerDeclaration(
                    modifiers: modifiers, location: location, isFailable: isFailable, parameters: parameters,
                    effect: effect, body: [])
                declaration.thrownType = thrownType
                declaration.generics = generics
                declaration.lacksBody = true
                return (declaration, try height(over: parametersHeight, at: location))
            }
            throw failMissing("expected '{' in body of initializer")
        }
        declarationNames.append(FunctionDeclaration.magicName("init", parameters))
        defer { declarationNames.removeLast() }
        let body = try parseBlock()
        var declaration = InitializerDeclaration(
            modifiers: modifiers, location: location, isFailable: isFailable, parameters: parameters,
            effect: effect, body: body.statements)
        declaration.thrownType = thrownType
        declaration.generics = generics
        declaration.closingBraceLocation = previous.location
        return (declaration, try height(over: max(parametersHeight, body.height), at: location))
    }
}

/// Deinitializers: `deinit { body }` in a class's braces.
extension Parser {
    /// Swift's words for a `deinit` outside a class (at the top level, in a function, in an
    /// extension); in a struct or an enum the checker says why instead.
    static let misplacedDeinitializer = "deinitializers may only be declared within a class, actor, or noncopyable type"

    /// deinitializer-declaration → 'deinit' block
    mutating func parseDeinitializerDeclaration() throws(ParseStop) -> (DeinitializerDeclaration, Int) {
        let location = current.location
        try advance()
        if current.kind == .leftParen {
            throw fail("no parameter clause allowed on deinitializer")
        }
        guard current.kind == .leftBrace else {
            if isAtEnd { throw .incomplete }
            throw failMissing("expected '{' for deinitializer")
        }
        declarationNames.append("deinit")
        defer { declarationNames.removeLast() }
        let body = try parseBlock()
        return (DeinitializerDeclaration(location: location, body: body.statements), try height(over: body.height, at: location))
    }

    /// An operator function whose operator no declaration of the source gives, in swiftc's words.
    private func undeclaredOperatorProblem(_ nameToken: Token, modifiers: [String], funcLocation: SourceLocation) -> ParseStop? {
        let spelling = text(of: nameToken)
        if !modifiers.contains("prefix"), !modifiers.contains("postfix"), operators.infixGroup(spelling) == nil {
            if operators.isDeclared(prefix: spelling) {
                return fail("prefix unary operator missing 'prefix' modifier", at: funcLocation)
            }
            if operators.isDeclared(postfix: spelling) {
                return fail("postfix unary operator missing 'postfix' modifier", at: funcLocation)
            }
        }
        let isDeclared: Bool
        if modifiers.contains("prefix") {
            isDeclared = operators.isDeclared(prefix: spelling)
        } else if modifiers.contains("postfix") {
            isDeclared = operators.isDeclared(postfix: spelling)
        } else {
            isDeclared = operators.infixGroup(spelling) != nil
        }
        guard !isDeclared else { return nil }
        return fail("operator implementation without matching operator declaration", at: nameToken.location)
    }
}

extension Parser {
    /// Whether `@name` may name a result builder type (`@HTMLBuilder`, `@ViewBuilder`): a
    /// type's name starts with a capital letter or an underscore; Swift's own attributes do not.
    static func mayNameResultBuilder(_ name: String) -> Bool {
        guard let first = name.first else { return false }
        return first.isUppercase || first == "_"
    }
}
