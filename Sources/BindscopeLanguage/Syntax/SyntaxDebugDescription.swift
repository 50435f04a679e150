/// Compact S-expressions of syntax trees, for tests and debugging: `a + b * c` is
/// `(+ a (* b c))`, `a?.b` is `(optional (. (bind a) b))`.
extension Expression: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch kind {
        case .integerLiteral(let digits), .floatLiteral(let digits): digits
        case .stringLiteral(let segments): Self.describe(segments)
        case .booleanLiteral(let value): value ? "true" : "false"
        case .nilLiteral: "nil"
        case .arrayLiteral(let elements): list("array", elements.map(\.debugDescription))
        case .dictionaryLiteral(let entries):
            list("dictionary", entries.map { "(\($0.key.debugDescription): \($0.value.debugDescription))" })
        case .identifier(let name): name
        case .implicitMember(let name): ".\(name)"
        case .member(let base, let name, _): "(. \(base.debugDescription) \(name))"
        case .specialized(let base, let arguments):
            list("specialize", [base.debugDescription] + arguments.map(\.debugDescription))
        case .typeExpression(let type): "(type \(type.debugDescription))"
        case .bindOptional(let base): "(bind \(base.debugDescription))"
        case .optionalEvaluation(let chain): "(optional \(chain.debugDescription))"
        case .forceUnwrap(let base): "(force \(base.debugDescription))"
        case .call(let callee, let arguments):
            list("call", [callee.debugDescription] + arguments.map(\.debugDescription))
        case .subscriptAccess(let base, let arguments):
            list("subscript", [base.debugDescription] + arguments.map(\.debugDescription))
        case .keyPath(let root, let components):
            list("keypath", [root?.debugDescription ?? "_"] + components.map(\.debugDescription))
        case .closure(let closure): closure.debugDescription
        case .binary(let op, let lhs, let rhs): "(\(op) \(lhs.debugDescription) \(rhs.debugDescription))"
        case .prefix(let op, let operand): "(\(op) \(operand.debugDescription))"
        case .postfix(let op, let operand): "(postfix \(op) \(operand.debugDescription))"
        case .ternary(let condition, let then, let otherwise):
            "(?: \(condition.debugDescription) \(then.debugDescription) \(otherwise.debugDescription))"
        case .cast(let operand, let kind, let type):
            "(\(kind.rawValue) \(operand.debugDescription) \(type.debugDescription))"
        case .typeCheck(let operand, let type): "(is \(operand.debugDescription) \(type.debugDescription))"
        case .parenthesized(let inner): "(paren \(inner.debugDescription))"
        case .tuple(let elements):
            "(tuple" + elements.map { " " + ($0.label.map { "\($0): " } ?? "") + $0.value.debugDescription }.joined() + ")"
        case .discard: "_"
        case .inoutArgument(let inner): "(& \(inner.debugDescription))"
        case .tryExpression(let kind, let inner): "(\(kind.rawValue) \(inner.debugDescription))"
        }
    }

    private static func describe(_ segments: [StringSegment]) -> String {
        let parts = segments.map { segment -> String in
            switch segment {
            case .text(let text): quote(text)
            case .interpolation(let expression): expression.debugDescription
            }
        }
        if parts.count == 1, case .text = segments[0] { return parts[0] }
        return list("string", parts)
    }
}

extension Argument: CustomDebugStringConvertible {
    public var debugDescription: String {
        label.map { "\($0): \(value.debugDescription)" } ?? value.debugDescription
    }
}

extension KeyPathComponent: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .property(let name, _): ".\(name)"
        case .optionalChain: "?"
        case .forceUnwrap: "!"
        case .subscriptAccess(let arguments, _): "[\(arguments.map(\.debugDescription).joined(separator: ", "))]"
        }
    }
}

extension Closure: CustomDebugStringConvertible {
    public var debugDescription: String {
        var parts: [String] = []
        if let parameters {
            parts.append(list("parameters", parameters.map { parameter in
                parameter.type.map { "\(parameter.name): \($0.debugDescription)" } ?? parameter.name
            }))
        }
        if let resultType { parts.append("(-> \(resultType.debugDescription))") }
        return list("closure", parts + body.map(\.debugDescription))
    }
}

extension TypeSyntax: CustomDebugStringConvertible {
    /// The type as Swift spells it: `Binding<Int>`, `[String: Int]?`, `(Int) -> Void`.
    public var debugDescription: String {
        switch self {
        case .named("&", let components, _):
            components.map(\.debugDescription).joined(separator: " & ")
        case .named(let name, let arguments, _):
            arguments.isEmpty ? name : "\(name)<\(arguments.map(\.debugDescription).joined(separator: ", "))>"
        case .optional(let wrapped):
            if case .function = wrapped { "(\(wrapped.debugDescription))?" } else { "\(wrapped.debugDescription)?" }
        case .array(let element): "[\(element.debugDescription)]"
        case .dictionary(let key, let value): "[\(key.debugDescription): \(value.debugDescription)]"
        case .function(let parameters, let result):
            "(\(parameters.map(\.debugDescription).joined(separator: ", "))) -> \(result.debugDescription)"
        case .void: "()"
        case .inout(let type, _): "inout \(type.debugDescription)"
        case .member(let base, let name, let arguments, _):
            "\(base.debugDescription).\(name)" + (arguments.isEmpty ? "" : "<\(arguments.map(\.debugDescription).joined(separator: ", "))>")
        case .tuple(let elements, _):
            "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.type.debugDescription }.joined(separator: ", ") + ")"
        case .opaque(let constraint, _): "some \(constraint.debugDescription)"
        }
    }
}

extension Statement: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch kind {
        case .variable(let declaration): declaration.debugDescription
        case .structure(let declaration):
            list(
                declaration.isClass ? (declaration.isFinal ? "final class" : "class") : "struct",
                [declaration.name + declaration.generics.debugText + inheritance(declaration.conformances)]
                + declaration.members.map(\.debugDescription))
        case .enumeration(let declaration):
            list("enum", [declaration.name + inheritance(declaration.inheritance)]
                + declaration.cases.map { enumCase in
                    enumCase.rawValue.map { "(case \(enumCase.name) = \($0.debugDescription))" }
                        ?? "(case \(enumCase.name))"
                }
                + declaration.members.map(\.debugDescription))
        case .extensionDeclaration(let declaration):
            list("extension", [declaration.typeName + inheritance(declaration.conformances)]
                + declaration.members.map(\.debugDescription))
        case .expression(let expression): expression.debugDescription
        case .assignment(let target, let op, let value, _):
            "(\(op) \(target.debugDescription) \(value.debugDescription))"
        case .ifStatement(let statement): statement.debugDescription
        case .forIn(let statement) where statement.pattern != nil:
            controlFlowDebugDescription
        case .forIn(let statement):
            list("for", [statement.name, statement.sequence.debugDescription]
                + (statement.whereClause.map { ["(where \($0.debugDescription))"] } ?? [])
                + statement.body.map(\.debugDescription))
        case .returnStatement(let value): value.map { "(return \($0.debugDescription))" } ?? "(return)"
        case .command(let command): command.debugDescription
        case .functions(let declarations): declarations.map(\.debugDescription).joined(separator: " ")
        case .throwStatement(let value): "(throw \(value.debugDescription))"
        case .doCatch(let statement): statement.debugDescription
        case .importDeclaration(let declaration):
            "(import \(declaration.isTestable ? "@testable " : "")\(declaration.module))"
        default: controlFlowDebugDescription
        }
    }
}

/// `(command watch total (+ a 1))`, `(command deps "street")`, `(command model)`.
extension Command: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch argument {
        case .text(let text, _): list("command", [name] + (text.isEmpty ? [] : [quote(text)]))
        case .watch(let target, _, let value): list("command", [name, target, value.debugDescription])
        case .expression(let value): list("command", [name, value.debugDescription])
        }
    }
}

extension IfStatement: CustomDebugStringConvertible {
    public var debugDescription: String {
        let conditions = conditions.map { condition -> String in
            switch condition {
            case .expression(let expression):
                return expression.debugDescription
            case .optionalBinding(let isConstant, let name, _, let value):
                let introducer = isConstant ? "let" : "var"
                return value.map { "(\(introducer) \(name) = \($0.debugDescription))" } ?? "(\(introducer) \(name))"
            case .patternMatch(let pattern, let value):
                return "(case \(pattern.debugDescription) = \(value.debugDescription))"
            }
        }
        var parts = [list("conditions", conditions), list("then", thenBody.map(\.debugDescription))]
        if let elseBody { parts.append(list("else", elseBody.map(\.debugDescription))) }
        return list("if", parts)
    }
}

extension VariableDeclaration: CustomDebugStringConvertible {
    public var debugDescription: String {
        var words = attributes.map { "@\($0.name)" } + modifiers
        if isStatic { words.append("static") }
        words.append(isConstant ? "let" : "var")
        var declaration = words.joined(separator: " ") + " " + name
        if let type { declaration += ": \(type.debugDescription)" }
        if let initializer { declaration += " = \(initializer.debugDescription)" }
        return "(\(declaration))"
    }
}

extension MemberDeclaration: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .stored(let declaration):
            return declaration.debugDescription
        case .computed(let property):
            let head = (property.isStatic ? "static " : "") + "computed \(property.name): \(property.type.debugDescription)"
            return list(head, property.body.map(\.debugDescription))
        case .function(let declaration):
            return declaration.debugDescription
        case .subscriptDeclaration(let declaration):
            return list("subscript -> \(declaration.resultType.debugDescription)", declaration.getter.map(\.debugDescription))
        case .initializer(let declaration):
            return list(declaration.fullName + (declaration.isFailable ? "?" : ""), declaration.body.map(\.debugDescription))
        case .deinitializer(let declaration):
            return list("deinit", declaration.body.map(\.debugDescription))
        }
    }
}

func list(_ head: String, _ items: [String]) -> String {
    items.isEmpty ? "(\(head))" : "(\(head) \(items.joined(separator: " ")))"
}

private func inheritance(_ types: [TypeSyntax]) -> String {
    types.isEmpty ? "" : ": " + types.map(\.debugDescription).joined(separator: ", ")
}

private func quote(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        case "\n": quoted += "\\n"
        case "\t": quoted += "\\t"
        case "\r": quoted += "\\r"
        case "\0": quoted += "\\0"
        default: quoted.unicodeScalars.append(scalar)
        }
    }
    return quoted + "\""
}
