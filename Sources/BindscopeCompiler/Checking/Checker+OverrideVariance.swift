import BindscopeRuntime

// An override whose types differ from the method it overrides, as Swift allows: a parameter
// more optional (`T?` for `T`) and a result less optional (`T` for `T?`). Called through the
// inherited method's signature (a superclass-typed receiver), its arguments and its result
// are bridged here: the values of `T` and `T?` differ (`.some(v)`), an object's do not
// across its classes.

extension Checker {
    /// Calls `body`, the override `chosen`, where the call was checked against `called`.
    static func overrideAdapted(
        _ chosen: UserMethod, _ body: FunctionValue, called: UserMethod, _ instance: Value, _ arguments: [CallArgument],
        in execution: Execution
    ) throws -> Value {
        var adapted: [CallArgument] = [.value({ _ in instance })]
        for (index, argument) in arguments.enumerated() {
            guard index < chosen.parameters.count, index < called.parameters.count, case .value(let evaluate) = argument,
                chosen.parameters[index].localType == .optional(called.parameters[index].localType)
            else {
                adapted.append(argument)
                continue
            }
            adapted.append(.value({ .some(try evaluate($0)) }))
        }
        let result = try Checker.invoke(body, adapted, in: execution)
        if called.resultType == .optional(chosen.resultType) { return .some(result) }
        return result
    }
}
