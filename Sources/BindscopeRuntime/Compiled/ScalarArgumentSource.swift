/// The arguments of a method call into the scalar tier (`ScalarFunction.invokeMutating`,
/// `invoke(on:)`), evaluated left to right into the registers after `self`'s fields, each
/// moving `top` past it (a call made while the next one is evaluated builds its frame above
/// them).
///
/// One type per arity, because the calls are specialised on it: a call of one argument holds
/// its evaluator in the call's own closure, so calling it takes no reference count, where an
/// evaluator loaded from an array is retained and released around every call (a tenth of a
/// mutating call's cost, measured with callgrind on `counter.add(i % 3)`).
public protocol ScalarArgumentSource {
    func push(above top: Int, as types: UnsafeMutableBufferPointer<ScalarType>, in execution: Execution) throws
}

public struct NoScalarArguments: ScalarArgumentSource {
    @inlinable @inline(__always)
    public func push(above top: Int, as types: UnsafeMutableBufferPointer<ScalarType>, in execution: Execution) {
        execution.scalarTop = top
    }

    public init() {
    }
}

public struct OneScalarArgument: ScalarArgumentSource {
    public let evaluate: Evaluator

    @inlinable @inline(__always)
    public func push(above top: Int, as types: UnsafeMutableBufferPointer<ScalarType>, in execution: Execution) throws {
        execution.scalarTop = top
        execution.scalarWords[top] = types[0].word(of: try evaluate(execution))
        execution.scalarTop = top + 1
    }

    public init(evaluate: @escaping Evaluator) {
        self.evaluate = evaluate
    }
}

public struct ScalarArgumentList: ScalarArgumentSource {
    public let arguments: [PlainArgument]

    @inlinable @inline(__always)
    public func push(above top: Int, as types: UnsafeMutableBufferPointer<ScalarType>, in execution: Execution) throws {
        var top = top
        execution.scalarTop = top
        for (index, argument) in arguments.enumerated() {
            execution.scalarWords[top] = types[index].word(of: try argument.evaluate(execution))
            top += 1
            execution.scalarTop = top
        }
    }

    public init(arguments: [PlainArgument]) {
        self.arguments = arguments
    }
}
