import BindscopeLanguage
import BindscopeRuntime

/// Assigning to a computed variable declared in a body or at the top level (`var f: Double
/// { get { … } set { … } }`): the parser made its accessors two functions of its name (see
/// `FunctionDeclaration.isComputedVariable`); reading calls the getter (`identifier`), and
/// assigning calls the setter with the new value.
extension Checker {
    public func computedVariableAssignment(
        _ target: Expression, _ op: String, _ value: Expression, at location: SourceLocation
    ) throws -> Executor? {
        guard case .identifier(let name) = target.kind, case .functions(let overloads)? = lookup(name),
            !overloads.isEmpty, overloads.allSatisfy(\.isComputedVariable)
        else { return nil }
        let label = FunctionDeclaration.computedSetterLabel
        guard overloads.contains(where: { $0.parameters.first?.label == label }) else {
            throw Diagnostic(
                op == "="
                    ? "cannot assign to value: '\(name)' is a get-only property"
                    : "left side of mutating operator isn't mutable: '\(name)' is a get-only property",
                at: op == "=" ? target.location : location)
        }
        // `f += 1` is `f = f + 1`: the getter runs once, then the setter.
        let newValue = op == "="
            ? value : Expression(.binary(operator: String(op.dropLast()), lhs: target, rhs: value), at: location)
        let callee = Expression(.identifier(name), at: target.location)
        let call = Expression(
            .call(callee: callee, arguments: [Argument(label: label, value: newValue, location: value.location)]),
            at: target.location)
        let evaluate = try checkValue(call).evaluate
        return { execution in
            _ = try evaluate(execution)
            return .proceed
        }
    }
}
