/// The arguments of a method call into the scalar tier (`ScalarFunction.invokeMutating`,
/// `invoke(on:)`), evaluated left to right into the registers after `self`'s fields, each
/// moving `top` past it (a call made while the next one is evaluated builds its frame above
/// them).
///
/// One type per arity, because the calls are specialised on it: a call of one argument holds
/// its evaluator in the call's own closure, so calling it takes no reference count, where an
/// evaluator loaded from an array is retained and released around every call (a tenth of a
/// mutating call's cost, measured with callgrind on `counter.add(i % 3)`).
protocol ScalarArgumentSource {
    func push(above top: Int, as types: UnsafeMutableBufferPointer<ScalarType>, in execution: Execution) throws
}

struct NoScalarArguments: ScalarArgumentSource {
    @inline(__always)
    func push(above top: Int, as types: UnsafeMutableBufferPointer<ScalarType>, in execution: Execution) {
        execution.scalarTop = top
    }
}

struct OneScalarArgument: ScalarArgumentSource {
    let evaluate: Evaluator

    @inline(__always)
    func push(above top: Int, as types: UnsafeMutableBufferPointer<ScalarType>, in execution: Execution) throws {
        execution.scalarTop = top
        execution.scalarWords[top] = types[0].word(of: try evaluate(execution))
        execution.scalarTop = top + 1
    }
}

struct ScalarArgumentList: ScalarArgumentSource {
    let arguments: [Checker.PlainArgument]

    @inline(__always)
    func push(above top: Int, as types: UnsafeMutableBufferPointer<ScalarType>, in execution: Execution) throws {
        var top = top
        execution.scalarTop = top
        for (index, argument) in arguments.enumerated() {
            execution.scalarWords[top] = types[index].word(of: try argument.evaluate(execution))
            top += 1
            execution.scalarTop = top
        }
    }
}

extension ScalarFunction {
    /// A mutating call on the variable in `slot`, specialised on its number of arguments (see
    /// `ScalarArgumentSource`); `general` runs it when the write must be journaled or heard
    /// by dependents.
    func mutatingCall(
        lending slot: BoxSlot, _ arguments: [Checker.PlainArgument], otherwise general: @escaping Evaluator
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
