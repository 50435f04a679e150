extension Parser {
    /// value → if-statement | switch-statement | expression
    ///
    /// Swift 5.9's `if` and `switch` expressions (SE-0380), where Swift allows them: a
    /// variable's initial value, the value of an `=` assignment and of a `return`
    /// (`let grade = switch score { case 90...: "A" default: "B" }`). The statement becomes a
    /// closure of that one statement called at once: its single-expression branches are then
    /// the closure's returns (`BranchExpressions.returningValues`), typed as any closure's are.
    mutating func parseValue(orFail message: String) throws(ParseStop) -> Parsed {
        guard isKeyword(.if) || isKeyword(.switch) else { return try parseExpression(orFail: message) }
        let start = current.location
        let (statement, height) = isKeyword(.if) ? try parseIf() : try parseSwitch()
        let closure = Expression(.closure(Closure(parameters: nil, resultType: nil, body: [statement])), at: start)
        return (Expression(.call(callee: closure, arguments: []), at: start), height + 1)
    }
}
