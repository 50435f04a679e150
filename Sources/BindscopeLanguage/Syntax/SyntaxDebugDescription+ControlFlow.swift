// Debug text of patterns and of the control-flow statements, in the same S-expression style
// as the rest of the syntax tree (parser tests compare against it).

extension Statement {
    var controlFlowDebugDescription: String {
        switch kind {
        case .patternDeclaration(let isConstant, let pattern, let initializer):
            "(\(isConstant ? "let" : "var") \(pattern.debugDescription) = \(initializer.debugDescription))"
        case .whileLoop(let conditions, let body):
            list("while", [list("conditions", conditions.map(\.debugDescription))] + body.map(\.debugDescription))
        case .repeatWhile(let body, let condition):
            list("repeat", body.map(\.debugDescription) + ["(while \(condition.debugDescription))"])
        case .guardStatement(let conditions, let elseBody, _):
            list("guard", [list("conditions", conditions.map(\.debugDescription)), list("else", elseBody.map(\.debugDescription))])
        case .switchStatement(let statement):
            list("switch", [statement.subject.debugDescription] + statement.cases.map(\.debugDescription))
        case .breakStatement(let label): label.map { "(break \($0))" } ?? "(break)"
        case .continueStatement(let label): label.map { "(continue \($0))" } ?? "(continue)"
        case .fallthroughStatement: "(fallthrough)"
        case .deferStatement(let body): list("defer", body.map(\.debugDescription))
        case .labeled(let label, let statement): "(\(label): \(statement.debugDescription))"
        case .forIn(let loop) where loop.pattern != nil:
            list(loop.isCaseMatch ? "for case" : "for", [loop.pattern!.debugDescription, loop.sequence.debugDescription]
                + (loop.whereClause.map { ["(where \($0.debugDescription))"] } ?? [])
                + loop.body.map(\.debugDescription))
        default: "(?)"
        }
    }
}

extension Condition: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .expression(let expression): expression.debugDescription
        case .optionalBinding(let isConstant, let name, _, let value):
            value.map { "(\(isConstant ? "let" : "var") \(name) = \($0.debugDescription))" } ?? "(\(isConstant ? "let" : "var") \(name))"
        case .patternMatch(let pattern, let value): "(case \(pattern.debugDescription) = \(value.debugDescription))"
        }
    }
}

extension SwitchCase: CustomDebugStringConvertible {
    public var debugDescription: String {
        let head = isDefault ? "default" : "case " + items.map { item in
            item.pattern.debugDescription + (item.guardExpression.map { " where \($0.debugDescription)" } ?? "")
        }.joined(separator: ", ")
        return list(head, body.map(\.debugDescription))
    }
}

extension Pattern: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch kind {
        case .wildcard: "_"
        case .binding(let name, let isConstant): "(\(isConstant ? "let" : "var") \(name))"
        case .tuple(let elements): "(tuple" + elements.map { " " + $0.debugDescription }.joined() + ")"
        case .enumCase(let type, let name, let payload):
            "(case \(type.map { $0.debugDescription } ?? "").\(name)" + (payload?.map { " " + $0.debugDescription }.joined() ?? "") + ")"
        case .optionalSome(let inner): "(some \(inner.debugDescription))"
        case .expression(let expression): "(expr \(expression.debugDescription))"
        case .isType(let type): "(is \(type.debugDescription))"
        case .cast(let inner, let type): "(as \(inner.debugDescription) \(type.debugDescription))"
        case .typed(let inner, let type): "(typed \(inner.debugDescription) \(type.debugDescription))"
        }
    }
}

extension PatternElement: CustomDebugStringConvertible {
    public var debugDescription: String {
        (label.map { "\($0): " } ?? "") + pattern.debugDescription
    }
}
