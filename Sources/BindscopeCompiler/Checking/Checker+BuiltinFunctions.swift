import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime
import StateBinding

extension Checker {
    /// How a call of one of the library's global functions is checked: the checker, the name
    /// called, the arguments, the type the context expects, where the call is.
    public typealias GlobalFunction = @Sendable (Checker, String, [Argument], SessionType?, SourceLocation) throws -> Checked

    /// The library's global functions by name, with how a call of each is checked: the one list
    /// that calls, "did you mean" and completion read.
    public static let globalFunctions: [String: GlobalFunction] = {
        var table: [String: GlobalFunction] = [
            "print": { checker, _, arguments, _, location in try checker.printCall(reflecting: false, arguments, at: location) },
            "debugPrint": { checker, _, arguments, _, location in
                try checker.printCall(reflecting: true, arguments, at: location)
            },
            "type": { checker, _, arguments, _, location in try checker.typeOfCall(arguments, at: location) },
            "min": { checker, _, arguments, expected, location in
                try checker.extremum(isMinimum: true, arguments, expecting: expected, at: location)
            },
            "max": { checker, _, arguments, expected, location in
                try checker.extremum(isMinimum: false, arguments, expecting: expected, at: location)
            },
            "abs": { checker, _, arguments, expected, location in try checker.absCall(arguments, expecting: expected, at: location) },
            "dump": { checker, _, arguments, expected, location in try checker.dumpCall(arguments, expecting: expected, at: location) },
            "zip": { checker, _, arguments, _, location in try checker.zipCall(arguments, at: location) },
            "stride": { checker, _, arguments, expected, location in
                try checker.strideCall(arguments, expecting: expected, at: location)
            },
            "swap": { checker, _, arguments, _, location in try checker.swapCall(arguments, at: location) },
            "withAnimation": { checker, _, arguments, expected, location in
                try checker.withAnimationCall(arguments, expecting: expected, at: location)
            },
            "withTransaction": { checker, _, arguments, expected, location in
                try checker.withTransactionCall(arguments, expecting: expected, at: location)
            },
            "withObservationTracking": { checker, _, arguments, expected, location in
                try checker.withObservationTrackingCall(arguments, expecting: expected, at: location)
            },
        ]
        for name in BuiltinMembers.mathFunctionNames {
            table[name] = { checker, name, arguments, _, location in try checker.mathCall(name, arguments, at: location) }
        }
        for name in ["fatalError", "preconditionFailure", "assertionFailure"] {
            table[name] = { checker, name, arguments, _, location in try checker.failureCall(name, arguments, at: location) }
        }
        for name in ["precondition", "assert"] {
            table[name] = { checker, name, arguments, _, location in try checker.conditionCall(name, arguments, at: location) }
        }
        return table
    }()

    /// The global functions' names, sorted (a dictionary's order changes from run to run).
    public static let builtinFunctionNames = globalFunctions.keys.sorted()

    /// A call of one of the library's global functions; nil when `name` is none of them.
    public func builtinFunctionCall(
        _ name: String, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked? {
        guard let check = Checker.globalFunctions[name] else { return nil }
        return try check(self, name, arguments, expected, location)
    }

    /// `type(of: value)`: its dynamic type where Swift's differs from the static one.
    private func typeOfCall(_ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        try expectLabels(arguments, ["of"], callee: "type", at: location)
        let value = try checkValue(arguments[0].value)
        let evaluate = value.evaluate, type = value.type
        if type == .any || type == .error {
            return Checked(.metatype(type)) { execution in
                guard case .existential(let payload, let dynamic) = try evaluate(execution) else { preconditionFailure() }
                if case .object = payload { return .metatype(payload.dynamicType) }
                return .metatype(dynamic)
            }
        }
        if type.nominalType?.kind == .protocolType {
            // `type(of: shape)`: the type of the value the existential holds.
            return Checked(.metatype(type)) { execution in
                guard case .existential(let payload, let dynamic) = try evaluate(execution) else { preconditionFailure() }
                if case .object = payload { return .metatype(payload.dynamicType) }
                return .metatype(dynamic)
            }
        }
        if type.isClassInstance {
            // An instance's class, which may be a subclass of its static type.
            return Checked(.metatype(type)) { .metatype(try evaluate($0).dynamicType) }
        }
        if type.keyPathTypes != nil {
            // A KeyPath may hold a WritableKeyPath: its class is what Swift prints.
            return Checked(.metatype(type)) { execution in
                guard case .keyPath(let keyPath) = try evaluate(execution) else { preconditionFailure() }
                return .metatype(keyPath.type)
            }
        }
        return Checked(.metatype(type)) { execution in
            _ = try evaluate(execution)
            return .metatype(type)
        }
    }

    /// `abs(x)` of an Int or a Double.
    private func absCall(_ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation) throws -> Checked {
        try expectLabels(arguments, [nil], callee: "abs", at: location)
        let value = try checkValue(arguments[0].value, expecting: expected)
        let evaluate = value.evaluate
        switch value.type {
        case .int:
            return Checked(.int) { execution in
                let number = try evaluate(execution).asInt
                guard number != .min else { throw RuntimeError.arithmeticOverflow }
                return .int(abs(number))
            }
        case .double:
            return Checked(.double) { .double(abs(try evaluate($0).asDouble)) }
        default:
            throw Diagnostic(
                "global function 'abs' requires that '\(value.type.displayName)' conform to 'Comparable'",
                at: arguments[0].location)
        }
    }

    /// `print(items…, separator: " ", terminator: "\n")`
    private func printCall(reflecting: Bool, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        var items: [Checked] = []
        var separator: Evaluator = { _ in .string(" ") }
        var terminator: Evaluator = { _ in .string("\n") }
        for argument in arguments {
            switch argument.label {
            case nil:
                items.append(try checkValue(argument.value, expecting: .any))
            case "separator":
                separator = try check(argument.value, as: .string, in: .argument).evaluate
            case "terminator":
                terminator = try check(argument.value, as: .string, in: .argument).evaluate
            case let label?:
                throw Diagnostic("extraneous argument label '\(label):' in call", at: argument.location)
            }
        }
        let parts = items.map { ($0.evaluate, $0.type) }
        return Checked(.void) { execution in
            let printer = ValuePrinter(execution: execution)
            var text = ""
            let separatorText = try separator(execution).asString
            for (index, (evaluate, type)) in parts.enumerated() {
                if index > 0 { text += separatorText }
                let value = try evaluate(execution)
                text += reflecting ? try printer.reflect(value, as: type) : try printer.describe(value, as: type)
            }
            text += try terminator(execution).asString
            execution.write(text)
            return .void
        }
    }

    private func extremum(
        isMinimum: Bool, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked {
        guard arguments.count >= 2 else {
            throw Diagnostic("missing argument for parameter #2 in call", at: location)
        }
        if let label = arguments.compactMap(\.label).first {
            throw Diagnostic("extraneous argument label '\(label):' in call", at: location)
        }
        var values = try arguments.map { try checkValue($0.value, expecting: expected) }
        let type: SessionType = values.contains { $0.type == .double } ? .double : values[0].type
        values = try zip(values, arguments).map { value, argument in
            value.type == type ? value : try check(argument.value, as: type, in: .argument)
        }
        guard let order = ascendingOrder(of: type) else {
            throw Diagnostic(
                "global function '\(isMinimum ? "min" : "max")' requires that '\(type.displayName)' conform to 'Comparable'",
                at: location)
        }
        let evaluators = values.map(\.evaluate)
        // A session's Comparable type has only `<`: Swift's `max` keeps the later of equal
        // values (`y >= x ? y : x`, `>=` being `!(y < x)`).
        let isBuiltin = isComparable(type)
        return Checked(type) { execution in
            let less = order(execution)
            var best = try evaluators[0](execution)
            for evaluate in evaluators.dropFirst() {
                let candidate = try evaluate(execution)
                let better = isMinimum ? try less(candidate, best)
                    : isBuiltin ? Value.less(best, candidate) : !(try less(candidate, best))
                if better { best = candidate }
            }
            return best
        }
    }

    /// `withAnimation(animation) { body }`: the body's writes carry a transaction with the animation.
    private func withAnimationCall(
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

    /// `withObservationTracking { apply } onChange: { … }`: runs `apply` and returns what it
    /// returns; `onChange` runs once, before the first change to a property `apply` read.
    private func withObservationTrackingCall(
        _ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked {
        try expectLabels(arguments, [nil, "onChange"], callee: "withObservationTracking", at: location)
        let apply = try check(arguments[0].value, expecting: .function(parameters: [], result: expected ?? .any))
        guard case .function([], let result) = apply.type else {
            throw Diagnostic(ConversionContext.argument.mismatch(apply.type, .function(parameters: [], result: .void)), at: arguments[0].location)
        }
        let handlerType = SessionType.function(parameters: [], result: .void)
        let written = try checkValue(arguments[1].value, expecting: handlerType)
        guard case .function = written.type else {
            throw Diagnostic(
                "cannot convert value of type '\(written.type.displayName)' to expected argument type '@Sendable () -> Void'",
                at: arguments[1].value.location)
        }
        let onChange = try check(arguments[1].value, as: handlerType, in: .argument)
        let evaluateApply = apply.evaluate, evaluateOnChange = onChange.evaluate
        return Checked(result) { execution in
            guard case .function(let body) = try evaluateApply(execution) else { preconditionFailure() }
            // `onChange` is an autoclosure: evaluated after `apply`, and only when it read something.
            return try execution.withObservationTracking(body) {
                guard case .function(let handler) = try evaluateOnChange(execution) else { preconditionFailure() }
                return handler
            }
        }
    }

    /// `withTransaction(transaction) { body }`
    private func withTransactionCall(
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
}

extension Checker {
    /// `withTransaction(\.disablesAnimations, true) { body }`: the current transaction with one
    /// field changed.
    fileprivate func keyPathTransactionCall(
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
