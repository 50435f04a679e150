import BindscopeLanguage
import BindscopeRuntime
import StateBinding

/// `withAnimation` and `withTransaction`: a body whose writes carry a transaction.
extension LibraryChecking {
    /// `withAnimation(animation) { body }`: the body's writes carry a transaction with the animation.
    func withAnimationCall(
        _ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked {
        guard let bodyArgument = arguments.last, arguments.count <= 2 else {
            throw Diagnostic("missing argument for parameter 'body' in call", at: location)
        }
        var animation: Evaluator = { _ in .some(.animation(.default)) }
        if arguments.count == 2 {
            animation = try check(arguments[0].value, as: .optional(.animation), in: .argument).evaluate
        }
        let body = try check(bodyArgument.value, expecting: .function(parameters: [], result: expected ?? .any))
        guard case .function([], let result) = body.type else {
            throw Diagnostic(ConversionContext.argument.mismatch(body.type, .function(parameters: [], result: .void)), at: bodyArgument.location)
        }
        let evaluateBody = body.evaluate
        return Checked(result) { execution in
            var transaction = Transaction()
            if case .animation(let value)? = try animation(execution).optionalPayload { transaction.animation = value }
            guard case .function(let closure) = try evaluateBody(execution) else { preconditionFailure() }
            return try execution.withTransaction(transaction) { try closure.invoke(execution, []) }
        }
    }

    /// `withTransaction(transaction) { body }`
    func withTransactionCall(
        _ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked {
        if arguments.count == 3 {
            return try keyPathTransactionCall(arguments, expecting: expected, at: location)
        }
        guard arguments.count == 2 else {
            throw Diagnostic("missing argument for parameter #2 in call", at: location)
        }
        let transaction = try check(arguments[0].value, as: .transaction, in: .argument).evaluate
        let body = try check(arguments[1].value, expecting: .function(parameters: [], result: expected ?? .any))
        guard case .function([], let result) = body.type else {
            throw Diagnostic(ConversionContext.argument.mismatch(body.type, .function(parameters: [], result: .void)), at: arguments[1].location)
        }
        let evaluateBody = body.evaluate
        return Checked(result) { execution in
            guard case .transaction(let value) = try transaction(execution),
                case .function(let closure) = try evaluateBody(execution)
            else { preconditionFailure() }
            return try execution.withTransaction(value) { try closure.invoke(execution, []) }
        }
    }

    /// `withTransaction(\.disablesAnimations, true) { body }`: the current transaction with one
    /// field changed.
    func keyPathTransactionCall(
        _ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked {
        let keyPath = try check(arguments[0].value, expecting: .keyPath(root: .transaction, value: .any))
        guard case .keyPath(.transaction, let fieldType) = keyPath.type else {
            throw Diagnostic(ConversionContext.argument.mismatch(keyPath.type, .keyPath(root: .transaction, value: .any)), at: arguments[0].location)
        }
        let value = try check(arguments[1].value, as: fieldType, in: .argument).evaluate
        let body = try check(arguments[2].value, expecting: .function(parameters: [], result: expected ?? .any))
        guard case .function([], let result) = body.type else {
            throw Diagnostic(ConversionContext.argument.mismatch(body.type, .function(parameters: [], result: .void)), at: arguments[2].location)
        }
        let path = keyPath.evaluate, evaluateBody = body.evaluate
        return Checked(result) { execution in
            guard case .keyPath(let keyPathValue) = try path(execution),
                case .function(let closure) = try evaluateBody(execution)
            else { preconditionFailure() }
            var transaction = Value.transaction(execution.transaction)
            let newValue = try value(execution)
            try transaction.modify(keyPathValue.steps[...], in: execution) { $0 = newValue }
            guard case .transaction(let updated) = transaction else { preconditionFailure() }
            return try execution.withTransaction(updated) { try closure.invoke(execution, []) }
        }
    }
}
