import BindscopeLanguage
import BindscopeRuntime

/// `Result`'s members: reading it (`get()`) and transforming one side (`map`, `mapError`,
/// `flatMap`, `flatMapError`). A Result value is `.enumerationWithPayload(type, 0, [success])`
/// or `(type, 1, [failure])` (see `Checker.resultType`).
extension BuiltinMembers {
    public static let result = MemberTable("Result", [
        .method("get()", "() throws(Failure) -> Success") { use in
            let (success, failure) = use.resultArguments
            try use.checker.requireTry(callingThrowing: "get()", at: use.location, errorType: failure)
            let evaluate = use.evaluate
            return Checked(success) { execution in
                let (index, payload) = try evaluate(execution).resultCase
                guard index == 1 else { return payload }
                throw ThrownError(throwing: payload, of: failure)
            }
        },
        .method("map(_:)", "((Success) -> NewSuccess) -> Result<NewSuccess, Failure>", closure: true) { use in
            let (success, failure) = use.resultArguments
            let expected = use.expectedResultArguments
            return try use.transformingCase(0, from: success, to: expected?.success, placeholder: "NewSuccess") { newSuccess in
                (use.checker.resultType(success: newSuccess, failure: failure), wrapsResult: true)
            }
        },
        .method("mapError(_:)", "((Failure) -> NewFailure) -> Result<Success, NewFailure>", closure: true) { use in
            let (success, failure) = use.resultArguments
            let expected = use.expectedResultArguments
            return try use.transformingCase(1, from: failure, to: expected?.failure, placeholder: "NewFailure") { newFailure in
                guard use.checker.isErrorType(newFailure) else {
                    throw Diagnostic(
                        "instance method 'mapError' requires that '\(newFailure.displayName)' conform to 'Error'",
                        at: use.location)
                }
                return (use.checker.resultType(success: success, failure: newFailure), wrapsResult: true)
            }
        },
        .method("flatMap(_:)", "((Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure>", closure: true) { use in
            let (success, failure) = use.resultArguments
            let expected = try use.expectedResultType ?? use.inferredResultType(side: "success", parameter: success, other: failure)
            return try use.transformingCase(0, from: success, to: expected, placeholder: "Result<NewSuccess, \(failure.displayName)>") { returned in
                guard case .nominal(let type) = returned, type.resultArguments?.failure == failure else {
                    throw Diagnostic(
                        "cannot convert value of type '\(returned.displayName)' to closure result type 'Result<NewSuccess, \(failure.displayName)>'",
                        at: use.arguments[0].location)
                }
                return (type, wrapsResult: false)
            }
        },
        .method("flatMapError(_:)", "((Failure) -> Result<Success, NewFailure>) -> Result<Success, NewFailure>", closure: true) { use in
            let (success, failure) = use.resultArguments
            let expected = try use.expectedResultType ?? use.inferredResultType(side: "failure", parameter: failure, other: success)
            return try use.transformingCase(1, from: failure, to: expected, placeholder: "Result<\(success.displayName), NewFailure>") { returned in
                guard case .nominal(let type) = returned, type.resultArguments?.success == success else {
                    throw Diagnostic(
                        "cannot convert value of type '\(returned.displayName)' to closure result type 'Result<\(success.displayName), NewFailure>'",
                        at: use.arguments[0].location)
                }
                return (type, wrapsResult: false)
            }
        },
    ])
}

extension MemberUse {
    /// The receiver's `Success` and `Failure`.
    fileprivate var resultArguments: (success: SessionType, failure: SessionType) {
        guard case .nominal(let type) = base.type, let arguments = type.resultArguments else {
            preconditionFailure("Result's table serves only Result types")
        }
        return arguments
    }

    /// The Result type the context expects, if it expects one.
    fileprivate var expectedResultType: SessionType? {
        guard case .nominal(let type)? = expected?.unwrappedOnce, type.resultArguments != nil else { return nil }
        return .nominal(type)
    }

    /// `flatMap { $0 > 2 ? .success("big") : .failure(.tooSmall) }` with no context: Swift
    /// infers the new side's type from what the closure passes to `.success` (or `.failure`
    /// for `flatMapError`); the other side stays. Nil when the closure says nothing of it.
    fileprivate func inferredResultType(side: String, parameter: SessionType, other: SessionType) throws -> SessionType? {
        guard case .closure(let closure) = arguments[0].value.kind,
            let payload = Self.payloads(of: side, in: closure.body).first
        else { return nil }
        // The payload checked where the closure's parameters are in scope (an explicit `_`
        // when it names no `$0`, which a closure may not leave unused otherwise).
        let body = [Statement(.expression(payload), at: payload.location)]
        var parameters = closure.parameters
        if parameters == nil, body.anonymousParameterCount == 0 {
            parameters = [Closure.Parameter(name: "_", type: nil, location: payload.location)]
        }
        let probe = Closure(parameters: parameters, resultType: nil, body: body)
        let probed = try checker.check(Expression(.closure(probe), at: payload.location), expecting: .function(parameters: [parameter], result: .any))
        guard case .function(_, let newSide) = probed.type else { return nil }
        let (success, failure) = side == "success" ? (newSide, other) : (other, newSide)
        guard checker.isErrorType(failure) else { return nil }
        return .nominal(checker.resultType(success: success, failure: failure))
    }

    /// The arguments of `.success(x)` (or `.failure`) the closure's result expression holds.
    private static func payloads(of side: String, in body: [Statement]) -> [Expression] {
        var results: [Expression] = []
        func visit(_ expression: Expression) {
            switch expression.kind {
            case .call(let callee, let arguments):
                if case .implicitMember(side) = callee.kind, arguments.count == 1 { results.append(arguments[0].value) }
            case .ternary(_, let then, let otherwise): visit(then); visit(otherwise)
            case .parenthesized(let inner): visit(inner)
            default: break
            }
        }
        // Swift infers only from a closure of one expression (or one `return`).
        guard body.count == 1 else { return [] }
        switch body[0].kind {
        case .expression(let expression), .returnStatement(let expression?): visit(expression)
        default: break
        }
        return results
    }

    /// The arguments of the Result type the context expects, if it expects one.
    fileprivate var expectedResultArguments: (success: SessionType, failure: SessionType)? {
        guard case .nominal(let type)? = expected?.unwrappedOnce else { return nil }
        return type.resultArguments
    }

    /// `map`/`mapError` (`wrapsResult`: the closure's value becomes the payload of the same
    /// case) and `flatMap`/`flatMapError` (the closure returns the whole Result): the closure
    /// runs on the payload of case `index`; the other case passes through to the new type.
    /// `resultType` names the call's type from the closure's result type.
    fileprivate func transformingCase(
        _ index: Int, from payloadType: SessionType, to expectedResult: SessionType?, placeholder: String,
        resultType: (SessionType) throws -> (NominalType, wrapsResult: Bool)
    ) throws -> Checked {
        let argument = arguments[0].asFunctionArgument
        guard argument.label == nil else {
            throw Diagnostic("extraneous argument label '\(argument.label!):' in call", at: argument.location)
        }
        let expectation = SessionType.function(parameters: [payloadType], result: expectedResult ?? .any)
        let transform = try checker.check(argument.value, expecting: expectation)
        guard case .function([payloadType], let returned) = transform.type else {
            // Swift names the closure's result by the method's generic parameter.
            let result = expectedResult?.displayName ?? placeholder
            throw Diagnostic(
                "cannot convert value of type '\(transform.type.displayName)' to expected argument type '(\(payloadType.displayName)) -> \(result)'",
                at: argument.location)
        }
        let (type, wrapsResult) = try resultType(returned)
        let evaluate = evaluate, closure = transform.evaluate
        return Checked(.nominal(type)) { execution in
            let (caseIndex, payload) = try evaluate(execution).resultCase
            guard caseIndex == index else { return .enumerationWithPayload(type, caseIndex, [payload]) }
            guard case .function(let function) = try closure(execution) else { preconditionFailure() }
            let value = try function.invoke(execution, [payload])
            return wrapsResult ? .enumerationWithPayload(type, index, [value]) : value
        }
    }
}

extension Value {
    /// A Result's case (0 success, 1 failure) and its payload.
    fileprivate var resultCase: (Int, Value) {
        guard case .enumerationWithPayload(_, let index, let payload) = self else {
            preconditionFailure("checked as a Result, found \(self)")
        }
        return (index, payload[0])
    }
}

extension ThrownError {
    /// Throwing a value of static type `type`: an `any Error` throws the concrete error it holds.
    public init(throwing value: Value, of type: SessionType) {
        if type == .error, case .existential(let payload, let payloadType) = value {
            self.init(value: payload, type: payloadType)
        } else {
            self.init(value: value, type: type)
        }
    }
}
