/// Generic parameter clauses and `where` clauses of declarations.
extension Parser {
    /// generic-parameter-clause → '<' generic-parameter (',' generic-parameter)* '>'
    /// generic-parameter → identifier (':' type ('&' type)*)?
    mutating func parseGenericParameters() throws(ParseStop) -> [GenericParameter] {
        guard startsWithOperatorCharacter("<") else { return [] }
        let open = current
        try enter(at: open.location)
        defer { leave() }
        try consumeOperatorCharacter()
        var parameters: [GenericParameter] = []
        repeat {
            guard current.kind == .identifier else { throw fail("expected an identifier to name generic parameter") }
            let name = current
            try advance()
            var constraints: [TypeSyntax] = []
            if try consume(.colon) {
                repeat {
                    constraints.append(try parseType(orFail: "expected a class type or protocol-constrained type restricting '\(text(of: name))'"))
                } while try consumeAmpersand()
            }
            parameters.append(GenericParameter(name: text(of: name), location: name.location, constraints: constraints))
        } while try consume(.comma)
        guard startsWithOperatorCharacter(">") else {
            throw fail(
                "expected '>' to complete generic parameter list",
                notes: [note("to match this opening '<'", at: open.location)])
        }
        try consumeOperatorCharacter()
        return parameters
    }

    /// where-clause → 'where' requirement (',' requirement)*
    /// requirement → type-name ('.' identifier)* (':' type | '==' type)
    mutating func parseWhereClause() throws(ParseStop) -> [GenericRequirement] {
        guard isKeyword(.where) else { return [] }
        try advance()
        var requirements: [GenericRequirement] = []
        repeat {
            guard current.kind == .identifier || isKeyword(.Self) else { throw fail("expected type in where clause") }
            let start = current.location
            var subject = text(of: current)
            try advance()
            while current.kind == .period {
                try advance()
                guard current.kind == .identifier else { throw fail("expected member name following '.'") }
                subject += "." + text(of: current)
                try advance()
            }
            if try consume(.colon) {
                var constraint = try parseType(orFail: "expected type")
                // `T: Equatable & Hashable`: one requirement per protocol.
                while try consumeAmpersand() {
                    requirements.append(GenericRequirement(subject: subject, kind: .conformance(constraint), location: start))
                    constraint = try parseType(orFail: "expected type")
                }
                requirements.append(GenericRequirement(subject: subject, kind: .conformance(constraint), location: start))
            } else if isOperator(.equal) {
                try advance()
                requirements.append(GenericRequirement(
                    subject: subject, kind: .sameType(try parseType(orFail: "expected type")), location: start))
            } else {
                throw fail("expected ':' or '==' to indicate a conformance or same-type requirement")
            }
        } while try consume(.comma)
        return requirements
    }

    private mutating func consumeAmpersand() throws(ParseStop) -> Bool {
        guard isOperator(.ampersand) else { return false }
        try advance()
        return true
    }
}
