import BindscopeLanguage

/// Where the paths through a block end: whether a body returns on every path (a function's
/// "missing return"), whether a `guard`'s else block leaves, whether a branch of a definite
/// initialization never goes on. It reads only the syntax (a `switch` that compiled is taken to
/// be exhaustive), so the checker and the analyses beside it share it without a checker.
public enum Reachability {
    /// Whether every path through `statements` ends in a `return` (or a `throw`, or a call that
    /// never returns).
    public static func alwaysReturns(_ statements: [Statement]) -> Bool {
        neverFallsThrough(statements, countingJumps: false)
    }

    /// Whether no path through `statements` reaches their end. With `countingJumps`, `break`,
    /// `continue` and `fallthrough` count as leaving too (a `guard`'s else block).
    public static func neverFallsThrough(_ statements: [Statement], countingJumps: Bool) -> Bool {
        guard let last = statements.last else { return false }
        let all = { (blocks: [[Statement]]) in blocks.allSatisfy { neverFallsThrough($0, countingJumps: countingJumps) } }
        switch last.kind {
        case .returnStatement, .throwStatement:
            return true
        case .breakStatement, .continueStatement, .fallthroughStatement:
            return countingJumps
        case .doCatch(let statement):
            return all([statement.body] + statement.clauses.map(\.body))
        case .ifStatement(let statement):
            guard let elseBody = statement.elseBody else { return false }
            return all([statement.thenBody, elseBody])
        case .switchStatement(let statement):
            // A switch that compiled is exhaustive: no path goes on when no case body does. A
            // plain `break` there only leaves the switch.
            let leavesSwitchOnly = statement.cases.contains { switchCase in
                if case .breakStatement(nil)? = switchCase.body.last?.kind { return true }
                return false
            }
            return !leavesSwitchOnly && all(statement.cases.map(\.body))
        case .expression(let expression):
            return isNeverCall(expression)
        default:
            return false
        }
    }

    /// `fatalError(…)` and `preconditionFailure(…)`, which return `Never`: a body of this one
    /// expression returns no value (`var value: Int { fatalError() }`).
    public static func isNeverCall(_ expression: Expression) -> Bool {
        if case .call(let callee, _) = expression.kind, case .identifier(let name) = callee.kind {
            return name == "fatalError" || name == "preconditionFailure"
        }
        return false
    }
}
