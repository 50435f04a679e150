// Walking the syntax tree one level at a time, for checks that look for a kind of node
// (anonymous closure parameters) without caring about the rest.

extension Expression {
    public func forEachChild(_ visit: (Expression) -> Void) {
        switch kind {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .identifier, .implicitMember,
            .keyPath, .closure, .discard, .typeExpression:
            break
        case .stringLiteral(let segments):
            for case .interpolation(let inner) in segments { visit(inner) }
        case .arrayLiteral(let elements): elements.forEach(visit)
        case .dictionaryLiteral(let entries):
            for entry in entries { visit(entry.key); visit(entry.value) }
        case .member(let base, _, _), .specialized(let base, _), .bindOptional(let base),
            .optionalEvaluation(let base), .forceUnwrap(let base), .parenthesized(let base), .inoutArgument(let base),
            .tryExpression(_, let base),
            .cast(let base, _, _), .typeCheck(let base, _), .prefix(_, let base), .postfix(_, let base):
            visit(base)
        case .tuple(let elements):
            elements.forEach { visit($0.value) }
        case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
            visit(callee)
            arguments.forEach { visit($0.value) }
        case .binary(_, let lhs, let rhs):
            visit(lhs); visit(rhs)
        case .ternary(let condition, let then, let otherwise):
            visit(condition); visit(then); visit(otherwise)
        }
    }
}

extension Statement {
    /// Every expression directly in this statement, and in the blocks it contains.
    public func forEachExpression(_ visit: (Expression) -> Void) {
        switch kind {
        case .variable(let declaration): declaration.initializer.map(visit)
        case .expression(let expression): visit(expression)
        case .assignment(let target, _, let value, _): visit(target); visit(value)
        case .returnStatement(let value): value.map(visit)
        case .importDeclaration, .typeAlias: break
        case .command(let command):
            if case .watch(_, _, let value) = command.argument { visit(value) }
            if case .expression(let value) = command.argument { visit(value) }
        case .ifStatement(let statement):
            statement.conditions.forEach { $0.forEachExpression(visit) }
            statement.thenBody.forEach { $0.forEachExpression(visit) }
            statement.elseBody?.forEach { $0.forEachExpression(visit) }
        case .forIn(let loop):
            visit(loop.sequence)
            loop.whereClause.map(visit)
            loop.body.forEach { $0.forEachExpression(visit) }
        case .structure, .enumeration, .protocolDeclaration, .extensionDeclaration, .functions, .breakStatement, .continueStatement,
            .fallthroughStatement:
            break
        case .throwStatement(let value): visit(value)
        case .doCatch(let statement):
            statement.body.forEach { $0.forEachExpression(visit) }
            for clause in statement.clauses {
                clause.whereClause.map(visit)
                clause.body.forEach { $0.forEachExpression(visit) }
            }
        case .patternDeclaration(_, _, let initializer): visit(initializer)
        case .whileLoop(let conditions, let body), .guardStatement(let conditions, let body, _):
            conditions.forEach { $0.forEachExpression(visit) }
            body.forEach { $0.forEachExpression(visit) }
        case .repeatWhile(let body, let condition):
            body.forEach { $0.forEachExpression(visit) }
            visit(condition)
        case .switchStatement(let statement):
            visit(statement.subject)
            for switchCase in statement.cases {
                switchCase.items.forEach { $0.guardExpression.map(visit) }
                switchCase.body.forEach { $0.forEachExpression(visit) }
            }
        case .deferStatement(let body): body.forEach { $0.forEachExpression(visit) }
        case .labeled(_, let statement): statement.forEachExpression(visit)
        }
    }
}

extension Condition {
    public func forEachExpression(_ visit: (Expression) -> Void) {
        switch self {
        case .expression(let expression): visit(expression)
        case .optionalBinding(_, _, _, let value): value.map(visit)
        case .patternMatch(_, let value): visit(value)
        }
    }
}

extension Array where Element == Statement {
    /// How many `$n` parameters a closure body uses (outside closures nested in it).
    public var anonymousParameterCount: Int {
        var highest = -1
        func visit(_ expression: Expression) {
            switch expression.kind {
            case .identifier(let name):
                if name.hasPrefix("$"), let index = Int(name.dropFirst()) { highest = Swift.max(highest, index) }
            case .closure:
                return
            default:
                expression.forEachChild(visit)
            }
        }
        for statement in self { statement.forEachExpression(visit) }
        return highest + 1
    }
}
