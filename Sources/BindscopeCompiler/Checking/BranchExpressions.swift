import BindscopeLanguage

// Swift 5.9's `if` and `switch` expressions (SE-0380) as a body's result: a getter, function or
// closure whose whole body is one `if`/`else` or `switch`, each branch one expression, returns
// that branch's value (`var duration: Int { switch self { case .red: 30 … } }`).
//
// A rewrite of the syntax alone, made before any checking, so it needs no checker.

public enum BranchExpressions {
    /// The body rewritten so that each branch `return`s its expression, which the ordinary
    /// checking of returns then types against the result; nil when the body is not such an
    /// expression (several statements, an `if` without `else`, a branch of several statements).
    public static func returningValues(_ statements: [Statement]) -> [Statement]? {
        guard statements.count == 1, let rewritten = branchExpression(statements[0]) else { return nil }
        return [rewritten]
    }

    private static func branchExpression(_ statement: Statement) -> Statement? {
        switch statement.kind {
        case .ifStatement(var ifStatement):
            guard let elseBody = ifStatement.elseBody, let then = branch(ifStatement.thenBody), let otherwise = branch(elseBody)
            else { return nil }
            ifStatement.thenBody = then
            ifStatement.elseBody = otherwise
            return Statement(.ifStatement(ifStatement), at: statement.location)
        case .switchStatement(var switchStatement):
            for index in switchStatement.cases.indices {
                guard let body = branch(switchStatement.cases[index].body) else { return nil }
                switchStatement.cases[index].body = body
            }
            return Statement(.switchStatement(switchStatement), at: statement.location)
        default:
            return nil
        }
    }

    /// One branch: a single expression (returned), a `throw` or a call that never returns
    /// (kept), or a nested `if`/`switch` expression.
    private static func branch(_ body: [Statement]) -> [Statement]? {
        guard body.count == 1 else { return nil }
        let statement = body[0]
        switch statement.kind {
        case .expression(let expression):
            if Reachability.alwaysReturns(body) { return body }
            return [Statement(.returnStatement(expression), at: statement.location)]
        case .throwStatement:
            return body
        default:
            return branchExpression(statement).map { [$0] }
        }
    }
}
