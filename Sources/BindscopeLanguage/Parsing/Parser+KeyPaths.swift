/// Key-path literals: `\Person.address.street`, `\.nickname?.count`, `\.items[0]`.
extension Parser {
    /// key-path → '\' key-path-root? key-path-component+
    /// key-path-root → identifier generic-arguments?
    /// key-path-component → '.' member-name | '.'? '[' argument-list ']' | '?' | '!'
    mutating func parseKeyPath() throws(ParseStop) -> Parsed {
        let backslash = current
        try enter(at: backslash.location)
        defer { leave() }
        try advance()
        var root: TypeSyntax?
        switch current.kind {
        case .identifier, .keyword(.Self), .keyword(.Any):
            if current.isLeftBound {
                root = try parseKeyPathRoot()
            }
        case .period:
            break
        case .leftBracket where current.isLeftBound:
            root = try parseType(orFail: "expected type")
        default:
            throw fail("expected expression path in Swift key path")
        }
        var components: [KeyPathComponent] = []
        var height = 0
        loop: while true {
            let token = current
            switch token.kind {
            case .period:
                try advance()
                let name = current
                if name.kind == .leftBracket && name.isLeftBound {
                    continue loop
                }
                guard name.isLeftBound, !name.isAtStartOfLine, case .identifier = name.kind else {
                    if name.isLeftBound, !name.isAtStartOfLine, case .keyword = name.kind {
                        try advance()
                        components.append(.property(text(of: name), location: name.location))
                        continue loop
                    }
                    if name.isLeftBound, !name.isAtStartOfLine, case .integerLiteral = name.kind {
                        // `\.0`: a tuple element by position.
                        try advance()
                        components.append(.property(text(of: name), location: name.location))
                        continue loop
                    }
                    throw .failure(Diagnostic("expected member name following '.'", at: token.location))
                }
                try advance()
                components.append(.property(text(of: name), location: name.location))
            case .operator(.question) where token.isLeftBound:
                try advance()
                components.append(.optionalChain(location: token.location))
            case .operator(.exclamation) where token.isLeftBound:
                try advance()
                components.append(.forceUnwrap(location: token.location))
            case .leftBracket where token.isLeftBound:
                let (arguments, argumentsHeight) = try parseArguments()
                components.append(.subscriptAccess(arguments, location: token.location))
                height = max(height, argumentsHeight)
            default:
                break loop
            }
        }
        if components.isEmpty {
            reportLater(Diagnostic("key path must have at least one component", at: backslash.location))
        }
        _ = try self.height(over: components.count, at: backslash.location)
        return try node(.keyPath(root: root, components: components), at: backslash.location, over: height)
    }

    /// The root type of a key path: a name with optional generic arguments (never its members).
    private mutating func parseKeyPathRoot() throws(ParseStop) -> TypeSyntax {
        let name = current
        try advance()
        var arguments: [TypeSyntax] = []
        if isOperator(.less) && current.isLeftBound {
            arguments = try parseGenericArguments()
        }
        return .named(text(of: name), genericArguments: arguments, location: name.location)
    }
}
