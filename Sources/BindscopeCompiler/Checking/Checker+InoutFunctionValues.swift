import BindscopeLanguage
import BindscopeRuntime

/// Calling a function value whose type has `inout` parameters (`let bump: (inout Int) -> Void
/// = { $0 += 1 }; bump(&x)`, or a declared `func twice(_ v: inout Int)` held in a constant):
/// those arguments are `&place`s, passed and written back as for a declared function.
extension Checker {
    public func inoutClosureCall(
        _ callee: Checked, parameters: [SessionType], result: SessionType, _ arguments: [Argument]
    ) throws -> Checked {
        let callArguments: [CallArgument] = try zip(arguments, parameters).map { argument, parameter in
            if case .inoutParameter(let type) = parameter { return .inout(try inoutArgument(argument, as: type)) }
            return .value(try checkPlainArgument(argument, as: parameter))
        }
        let function = callee.evaluate
        return Checked(result) { execution in
            guard case .function(let closure) = try function(execution) else { preconditionFailure() }
            return try Checker.invoke(closure, callArguments, in: execution)
        }
    }
}
