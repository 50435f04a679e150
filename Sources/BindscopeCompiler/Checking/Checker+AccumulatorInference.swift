import BindscopeLanguage
import BindscopeRuntime

// `words.reduce(into: [:]) { counts, word in counts[word, default: 0] += 1 }`: Swift types the
// empty literal from what the closure does with it. The checker types expressions one at a
// time, so it looks at the closure for the accumulator's first use that settles its type: a
// subscript write (`acc[key, default: d] op= v`, `acc[key] = v`) for a dictionary, an
// `append(x)` for an array, typing the key and value with the element parameter in scope.

extension Checker {
    /// The type an untyped empty `[:]` or `[]` given to `reduce(into:)` takes from the closure,
    /// or nil when the closure does not settle it this way.
    public func accumulatorType(of initial: Expression, in closure: Closure, element: SessionType) -> SessionType? {
        let isDictionary: Bool
        switch initial.kind {
        case .dictionaryLiteral(let entries) where entries.isEmpty: isDictionary = true
        case .arrayLiteral(let elements) where elements.isEmpty: isDictionary = false
        default: return nil
        }
        let accumulator = closure.parameters?.first?.name ?? "$0"
        for statement in Self.flattened(closure.body) {
            if isDictionary, case .assignment(let target, let op, let value, _) = statement.kind,
                case .subscriptAccess(let base, let arguments) = target.kind,
                case .identifier(accumulator) = base.kind, let key = arguments.first
            {
                let fallback = arguments.first { $0.label == "default" }?.value
                guard let valueExpression = fallback ?? (op == "=" ? value : nil),
                    let keyType = typeInClosure(key.value, closure, element: element),
                    var valueType = typeInClosure(valueExpression, closure, element: element)
                else { return nil }
                // `acc[k, default: 0] += item.amount`: a literal default takes the operand's type.
                if op != "=", let fallback, fallback.isNumericLiteral,
                    let operandType = typeInClosure(value, closure, element: element), operandType.isNumeric
                {
                    valueType = operandType
                }
                return .dictionary(key: keyType, value: valueType)
            }
            if !isDictionary, case .expression(let expression) = statement.kind,
                case .call(let callee, let arguments) = expression.kind, arguments.count == 1,
                case .member(let base, "append", _) = callee.kind, case .identifier(accumulator) = base.kind
            {
                return typeInClosure(arguments[0].value, closure, element: element).map(SessionType.array)
            }
        }
        return nil
    }

    /// The type of `expression` inside `closure` with its element parameter in scope (the
    /// accumulator is not: an expression that reads it does not settle its type).
    private func typeInClosure(_ expression: Expression, _ closure: Closure, element: SessionType) -> SessionType? {
        let context = FunctionContext(enclosing: function, selfType: nil, resultType: nil)
        return try? inFunction(context, parent: scope) {
            if let parameters = closure.parameters {
                guard parameters.count == 2 else { return nil }
                let variable = Variable(
                    name: parameters[1].name, type: element, isConstant: true, owner: context)
                scope.declare(parameters[1].name, .variable(variable))
            } else {
                context.anonymousParameterTypes = [.void, element]
                _ = context.allocateSlot()
                _ = context.allocateSlot()
            }
            let type = try checkValue(expression).type
            return type == .void ? nil : type
        }
    }
}

extension Checker {
    /// Every statement of a body, its nested blocks' included, in order.
    fileprivate static func flattened(_ statements: [Statement]) -> [Statement] {
        statements.flatMap { [$0] + $0.nestedBlocks.flatMap(flattened) }
    }
}
