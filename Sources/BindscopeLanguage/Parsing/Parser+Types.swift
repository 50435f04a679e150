/// Types as written: names with generic arguments, optionals, arrays, dictionaries, functions.
extension Parser {
    /// type → function-type | optional-type
    /// function-type → '(' (type (',' type)*)? ')' '->' type
    /// optional-type → primary-type '?'*
    mutating func parseType(orFail message: String) throws(ParseStop) -> TypeSyntax {
        // `@Sendable () -> Void`: sessions check no Sendable rule, so it is the function type.
        while current.kind == .at, isIdentifier("Sendable", peek()), peek().isLeftBound {
            try advance()
            try advance()
        }
        let start = current
        try enter(at: start.location)
        defer { leave() }
        var type: TypeSyntax
        if start.kind == .leftParen {
            let (elements, isFunction) = try parseParenthesizedType()
            if isFunction {
                if let labelled = elements.first(where: { $0.label != nil && $0.label != "_" }), let label = labelled.label {
                    // Swift's words: a function type's parameters are unlabelled.
                    throw fail("function types cannot have argument labels; use '_' before '\(label)'", at: labelled.type.location)
                }
                let result = try parseType(orFail: "expected type for function result")
                return .function(parameters: elements.map(\.type), result: result)
            }
            switch elements.count {
            case 0: type = .void(location: start.location)
            case 1 where elements[0].label == nil: type = elements[0].type
            default: type = .tuple(elements, location: start.location)
            }
        } else {
            type = try parsePrimaryType(orFail: message)
            if isOperator(.ampersand), !current.isLeftBound, peek().kind == .identifier || peek().kind == .keyword(.Any) {
                // `Named & Aged`: a protocol composition, `.named("&", components)`.
                var components = [type]
                while isOperator(.ampersand), !current.isLeftBound {
                    try advance()
                    components.append(try parsePrimaryType(orFail: "expected type"))
                }
                type = .named("&", genericArguments: components, location: start.location)
            }
        }
        var suffixes = 0
        defer { nesting -= suffixes }
        while current.isLeftBound && !current.isAtStartOfLine {
            if startsWithOperatorCharacter("?") {
                try enter(at: current.location)
                suffixes += 1
                try consumeOperatorCharacter()
                type = .optional(type)
            } else if startsWithOperatorCharacter("!") {
                // `var x: Int!`: an optional read as its value (see `TypeSyntax.implicitlyUnwrapped`).
                let location = current.location
                try enter(at: location)
                suffixes += 1
                try consumeOperatorCharacter()
                type = .named(TypeSyntax.implicitlyUnwrappedName, genericArguments: [type], location: location)
            } else {
                break
            }
        }
        return type
    }

    /// '(' (element (',' element)*)? ')' followed by '->' for a function type.
    /// element → (label ':')? type
    mutating func parseParenthesizedType() throws(ParseStop) -> ([TupleTypeElement], Bool) {
        let open = current
        try advance()
        var elements: [TupleTypeElement] = []
        while current.kind != .rightParen {
            // `(@escaping (Int) -> Int) -> …`: a function-typed parameter of a function type
            // (closures always escape here, as in a function's own parameter list).
            while current.kind == .at && isIdentifier("escaping", peek()) {
                try advance()
                try advance()
            }
            if isKeyword(.inout) {
                let marker = current
                try advance()
                let type = try parseType(orFail: "expected type")
                elements.append(TupleTypeElement(label: nil, type: .inout(type, location: marker.location)))
                if try consume(.comma) { continue }
                guard current.kind == .rightParen else {
                    throw fail(
                        "expected ')' in tuple type", notes: [note("to match this opening '('", at: open.location)])
                }
                continue
            }
            if current.kind == .keyword(.underscore), peek().kind == .identifier, peek(2).kind == .colon {
                // `(_ y: Int) -> Int`: a parameter's name in a function type, for the reader only.
                try advance()
                try advance()
                try advance()
                elements.append(TupleTypeElement(label: nil, type: try parseType(orFail: "expected type")))
                if try consume(.comma) { continue }
                guard current.kind == .rightParen else {
                    throw fail(
                        "expected ')' in tuple type", notes: [note("to match this opening '('", at: open.location)])
                }
                continue
            }
            if current.kind == .identifier && peek().kind == .identifier && !isIdentifier("any") && !isIdentifier("some") {
                throw unsupported("parameter labels in function types are")
            }
            var label: String?
            if current.kind == .identifier || current.kind == .keyword(.underscore), peek().kind == .colon {
                label = text(of: current)
                try advance()
                try advance()
            }
            elements.append(TupleTypeElement(label: label, type: try parseType(orFail: "expected type")))
            if try consume(.comma) { continue }
            guard current.kind == .rightParen else {
                throw fail(
                    "expected ')' in tuple type", notes: [note("to match this opening '('", at: open.location)])
            }
        }
        try advance()
        if isIdentifier("async") {
            throw unsupported("'async' function types are")
        }
        // `(A) throws -> R`: a session's function types do not track errors (a call through
        // a closure value may throw, and an uncaught error is reported where it escapes).
        if isKeyword(.throws) || isKeyword(.rethrows) {
            try advance()
            guard isOperator(.arrow) else { throw failMissing("expected '->' after 'throws'") }
        }
        guard isOperator(.arrow) else { return (elements, false) }
        try advance()
        return (elements, true)
    }

    /// primary-type → type-name generic-arguments? | '[' type ']' | '[' type ':' type ']'
    private mutating func parsePrimaryType(orFail message: String) throws(ParseStop) -> TypeSyntax {
        let token = current
        switch token.kind {
        case .identifier, .keyword(.Any), .keyword(.Self):
            let name = text(of: token)
            try advance()
            if name == "any" && current.kind == .identifier && !current.isAtStartOfLine {
                // `any Error`: the existential spelled out; the checker knows which names are protocols.
                return try parsePrimaryType(orFail: message)
            }
            if name == "some" && current.kind == .identifier && !current.isAtStartOfLine {
                return .opaque(try parsePrimaryType(orFail: message), location: token.location)
            }
            var arguments: [TypeSyntax] = []
            if startsWithOperatorCharacter("<") && current.isLeftBound {
                arguments = try parseGenericArguments()
            }
            if startsQualifiedType, !arguments.isEmpty {
                // `Shelf<String>.Items`: a type nested in a generic type's instance.
                var type = TypeSyntax.named(name, genericArguments: arguments, location: token.location)
                while startsQualifiedType {
                    try advance()
                    let member = current
                    try advance()
                    var memberArguments: [TypeSyntax] = []
                    if startsWithOperatorCharacter("<") && current.isLeftBound {
                        memberArguments = try parseGenericArguments()
                    }
                    type = .member(type, text(of: member), genericArguments: memberArguments, location: member.location)
                }
                return type
            }
            if startsQualifiedType {
                // `SampleModel.Person`: a module's type, the name kept whole for the checker.
                return try parseQualifiedType(qualifier: name, at: token.location)
            }
            if name == "Void" && arguments.isEmpty { return .void(location: token.location) }
            return .named(name, genericArguments: arguments, location: token.location)
        case .leftBracket:
            try advance()
            let element = try parseType(orFail: "expected element type")
            if try consume(.colon) {
                let value = try parseType(orFail: "expected dictionary value type")
                guard current.kind == .rightBracket else {
                    throw fail("expected ']' in dictionary type", notes: [note("to match this opening '['", at: token.location)])
                }
                try advance()
                return .dictionary(key: element, value: value)
            }
            guard current.kind == .rightBracket else {
                throw fail("expected ']' in array type", notes: [note("to match this opening '['", at: token.location)])
            }
            try advance()
            return .array(element)
        default:
            throw fail(message)
        }
    }

    /// `.Name` right after a type name, with no space around the period.
    private var startsQualifiedType: Bool {
        current.kind == .period && current.isLeftBound && peek().isLeftBound
            && (peek().kind == .identifier || peek().kind == .keyword(.Self))
    }

    /// qualified-type → module-name '.' type-name generic-arguments?   (one level: a module's
    /// type; nested types are not supported)
    private mutating func parseQualifiedType(qualifier: String, at location: SourceLocation) throws(ParseStop) -> TypeSyntax {
        try advance()
        let member = current
        try advance()
        var arguments: [TypeSyntax] = []
        if startsWithOperatorCharacter("<") && current.isLeftBound {
            arguments = try parseGenericArguments()
        }
        if arguments.isEmpty, text(of: member) == "Iterator", startsQualifiedType, isIdentifier("Element", peek()) {
            // `S.Iterator.Element`: a Sequence's iterator's element is its own (`S.Element`),
            // which Swift's older code names by this path.
            try advance()
            try advance()
            if startsQualifiedType { throw unsupported("nested types are", at: current.location) }
            return .named(qualifier + ".Element", genericArguments: [], location: location)
        }
        if startsQualifiedType { throw unsupported("nested types are", at: current.location) }
        return .named(qualifier + "." + text(of: member), genericArguments: arguments, location: location)
    }

    /// generic-arguments → '<' type (',' type)* '>'
    ///
    /// A `>` may be the first character of a longer operator (`>>` closing two lists, `>?`): it
    /// is split off the token.
    mutating func parseGenericArguments() throws(ParseStop) -> [TypeSyntax] {
        let open = current
        try enter(at: open.location)
        defer { leave() }
        try consumeOperatorCharacter()
        var arguments: [TypeSyntax] = []
        repeat {
            arguments.append(try parseType(orFail: "expected type"))
        } while try consume(.comma)
        guard startsWithOperatorCharacter(">") else {
            throw fail(
                "expected '>' to complete generic argument list",
                notes: [note("to match this opening '<'", at: open.location)])
        }
        try consumeOperatorCharacter()
        return arguments
    }

    /// Whether the current token is an operator whose spelling starts with `character`.
    func startsWithOperatorCharacter(_ character: Unicode.Scalar) -> Bool {
        switch current.kind {
        case .operator, .unknownOperator: source[current.start] == UInt8(character.value)
        default: false
        }
    }

    /// Consumes the first character of the current operator token; what remains of it becomes
    /// the current token, classified as the lexer would (it is bound to what precedes it).
    mutating func consumeOperatorCharacter() throws(ParseStop) {
        let token = current
        guard token.end - token.start > 1 else {
            try advance()
            return
        }
        var rest = token
        rest.start += 1
        rest.location.column += 1
        rest.isLeftBound = true
        let first = source[rest.start]
        if rest.end - rest.start == 1 && first == UInt8(ascii: "?") {
            rest.kind = .operator(.question)
        } else if rest.end - rest.start == 1 && first == UInt8(ascii: "!") {
            rest.kind = .operator(.exclamation)
        } else if let op = Lexer.operator(in: source, from: rest.start, to: rest.end) {
            rest.kind = .operator(op)
        } else {
            rest.kind = .unknownOperator
        }
        tokens[index] = rest
    }
}
