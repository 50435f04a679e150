import BindscopeLanguage
import BindscopeRuntime

extension Checker {
    /// `wallet += Money(0.75)` for a type that declares `static func += (lhs: inout Money,
    /// rhs: Money)`: a call of that function with the target passed `inout`, as Swift makes it
    /// (Swift does not derive `+=` from a declared `+`, and neither does this).
    public func userCompoundAssignment(
        _ target: Expression, _ op: String, _ value: Expression, targetType: SessionType, at location: SourceLocation
    ) throws -> Executor? {
        if case .functions(let overloads)? = lookup(op), overloads.contains(where: { $0.parameters.count == 2 }) {
            // `func += (a: inout Vector, b: Vector)` declared at top level: called with the
            // target passed `inout` (a target of a built-in type keeps the built-in operator).
            let arguments = [
                Argument(label: nil, value: Expression(.inoutArgument(target), at: target.location), location: target.location),
                Argument(label: nil, value: value, location: value.location),
            ]
            let fitting = overloads.filter { $0.parameters.count == 2 }
            if let evaluate = try? functionCall(fitting, arguments, expecting: nil, kind: "operator function", at: location).evaluate {
                return { execution in
                    _ = try evaluate(execution)
                    return .proceed
                }
            }
        }
        guard hasUserOperators, case .nominal(let nominal) = targetType,
            userMembers(of: targetType)?.staticMethods[op] != nil
        else { return nil }
        let type = Expression(.typeExpression(.named(nominal.name, genericArguments: [], location: location)), at: location)
        let arguments = [
            Argument(label: nil, value: Expression(.inoutArgument(target), at: target.location), location: target.location),
            Argument(label: nil, value: value, location: value.location),
        ]
        let call = Expression(.call(callee: Expression(.member(base: type, name: op, nameLocation: location), at: location), arguments: arguments), at: location)
        let evaluate = try checkValue(call).evaluate
        return { execution in
            _ = try evaluate(execution)
            return .proceed
        }
    }
}
