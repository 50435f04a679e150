import BindscopeRuntime

extension ScalarFunction {
    /// A mutating call on the variable in `slot`, specialised on its number of arguments (see
    /// `ScalarArgumentSource`); `general` runs it when the write must be journaled or heard
    /// by dependents.
    public func mutatingCall(
        lending slot: BoxSlot, _ arguments: [PlainArgument], otherwise general: @escaping Evaluator
    ) -> Evaluator {
        switch arguments.count {
        case 0:
            return { execution in
                guard slot.withBox(in: execution, { execution.writesWithoutBookkeeping($0) }) else {
                    return try general(execution)
                }
                return try self.invokeMutating(lending: slot, NoScalarArguments(), in: execution)
            }
        case 1:
            let argument = OneScalarArgument(evaluate: arguments[0].evaluate)
            return { execution in
                guard slot.withBox(in: execution, { execution.writesWithoutBookkeeping($0) }) else {
                    return try general(execution)
                }
                return try self.invokeMutating(lending: slot, argument, in: execution)
            }
        default:
            let list = ScalarArgumentList(arguments: arguments)
            return { execution in
                guard slot.withBox(in: execution, { execution.writesWithoutBookkeeping($0) }) else {
                    return try general(execution)
                }
                return try self.invokeMutating(lending: slot, list, in: execution)
            }
        }
    }
}
