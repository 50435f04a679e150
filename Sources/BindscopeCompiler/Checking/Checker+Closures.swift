import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// A closure literal. Parameter types come from the annotation or the context; the result
    /// type from the context or, failing that, from the body (its single expression, or its
    /// `return` statements).
    public func closure(
        _ closure: Closure, expecting expected: SessionType?, at location: SourceLocation,
        inoutParameters: Set<Int> = []
    ) throws -> Checked {
        var expectedParameters: [SessionType]?
        var expectedResult: SessionType?
        var optionalContext = false
        // `(inout Int) -> Void`: those parameters get the caller's box (see `inoutClosureCall`).
        var inoutParameters = inoutParameters
        var markedInout: Set<Int> = []
        // `field.onChange = { … }` where `onChange: ((String) -> Void)?`: the closure is the
        // optional's wrapped function type.
        if case .function(let parameters, let result)? = expected?.unwrappedOnce {
            markedInout = Set(parameters.indices.filter { parameters[$0].isInoutParameter })
            inoutParameters.formUnion(markedInout)
            expectedParameters = parameters.map(\.withoutInout)
            expectedResult = result == .any || result == .optional(.any) ? nil : result
            optionalContext = result == .optional(.any)
        }
        if let syntax = closure.resultType { expectedResult = try resolve(syntax) }
        // `{ (total: inout Int, x: Int) in … }` declares its inout parameters itself; a
        // parameter typed without `inout` where the context has one is a plain one, so the
        // closure's type is not the context's and converting it fails, as in Swift.
        for (index, parameter) in (closure.parameters ?? []).enumerated() {
            switch parameter.type {
            case .inout?:
                inoutParameters.insert(index)
                markedInout.insert(index)
            case .some where markedInout.contains(index):
                markedInout.remove(index)
                inoutParameters.remove(index)
            default:
                break
            }
        }
        // A closure of n parameters where one tuple of n elements is passed (`dictionary.map
        // { key, value in … }`, `zip(a, b).map { $0 + $1 }`) takes the tuple apart, as Swift does.
        var splatted: SessionType?
        if let parameters = expectedParameters, parameters.count == 1, case .tuple(_, let elements) = parameters[0] {
            let declared = closure.parameters?.count ?? closure.body.anonymousParameterCount
            if declared == elements.count, declared > 1 {
                splatted = parameters[0]
                expectedParameters = elements
            }
        }
        let context = FunctionContext(enclosing: function, selfType: nil, resultType: expectedResult)
        context.inoutParameters = inoutParameters
        context.resultIsContextuallyOptional = optionalContext && expectedResult == nil
        // Swift infers whether a closure throws from its body; here any closure may.
        context.canThrow = true
        // `[total]`, `[start = total]`: values taken where the closure is made, checked here.
        let captured = try closure.captures.map { capture in
            let value = try checkValue(capture.value ?? Expression(.identifier(capture.name), at: capture.location))
            guard capture.isWeak || capture.isUnowned else { return value }
            guard capture.isWeak ? value.type.unwrappedOnce.isClassInstance : value.type.isClassBound else {
                throw Diagnostic(
                    "'\(capture.isWeak ? "weak" : "unowned")' may only be applied to class and class-bound protocol types, not '\(value.type.displayName)'",
                    at: capture.location)
            }
            if capture.isUnowned { return value }
            if value.type.isOptional { return value }
            let evaluate = value.evaluate
            return Checked(.optional(value.type)) { .some(try evaluate($0)) }
        }
        var capturedSlots: [Int] = []
        let (parameterTypes, body, resultType) = try inFunction(context, parent: scope) {
            let parameterTypes = try declareParameters(closure, expected: expectedParameters, in: context, at: location)
            for (capture, value) in zip(closure.captures, captured) {
                let variable = Variable(
                    name: capture.name, type: value.type, isConstant: true, owner: context)
                scope.declare(capture.name, .variable(variable))
                capturedSlots.append(variable.slot)
            }
            if context.resultType == nil, let branches = closure.builderBranches {
                // A result builder's `if`, `switch` or `for … where`: typed from all its
                // branches, which may use the closure's parameters (see `BuilderBranches`).
                context.resultType = try builderBranchesType(branches, at: location)
            }
            let (body, resultType) = try closureBody(closure.body, in: context)
            if resultType != .void, closure.body.count != 1 || !closure.body[0].isExpression,
                !Reachability.alwaysReturns(BranchExpressions.returningValues(closure.body) ?? closure.body)
            {
                throw Diagnostic("missing return in closure expected to return '\(resultType.displayName)'", at: location)
            }
            return (parameterTypes, body, resultType)
        }
        // A lone `Void` parameter may go unnamed (`sink { … }` on a `Void` publisher), as in Swift.
        if closure.parameters == nil, let expectedParameters, context.usedAnonymousParameterCount < expectedParameters.count,
            expectedParameters != [.void] || context.usedAnonymousParameterCount > 0
        {
            throw Checker.ignoredParameters(
                expected: expectedParameters, used: context.usedAnonymousParameterCount, result: resultType, at: location)
        }
        let captures = captureAccessors(for: context)
        let signature = parameterTypes.indices.map { markedInout.contains($0) ? .inoutParameter(parameterTypes[$0]) : parameterTypes[$0] }
        let type = SessionType.function(parameters: splatted.map { [$0] } ?? signature, result: resultType)
        let isSplatted = splatted != nil
        // `[weak self]`: the closure keeps its object through a weak reference (a function
        // that rebuilds the value while the object lives), so a stored closure does not keep
        // it alive, and each call sees nil once it is gone.
        // `[unowned self]` likewise, but reads the object plainly, trapping once it is gone.
        let weakCaptures = closure.captures.map { $0.isWeak || $0.isUnowned }
        let unownedCaptures = closure.captures.map(\.isUnowned)
        let capturedValues = zip(captured, weakCaptures).map { checked, isWeak in
            let evaluate = checked.evaluate
            return isWeak ? { Checker.weakReference(to: try evaluate($0)) } : evaluate
        }
        let slots = capturedSlots
        return Checked(type) { execution in
            let boxes = captures.map { $0(execution) }
            let localCount = context.localCount
            let values = slots.isEmpty ? [] : try capturedValues.map { try $0(execution) }
            return .function(FunctionValue { execution, arguments in
                let frame = Frame(localCount: localCount, captures: boxes)
                if !slots.isEmpty {
                    for (position, (slot, value)) in zip(slots, values).enumerated() {
                        if weakCaptures[position], case .function(let rebuild) = value {
                            let current = try rebuild.invoke(execution, [])
                            if unownedCaptures[position], case .none = current {
                                throw RuntimeError.fatal("Attempted to read an unowned reference but object was already destroyed")
                            }
                            frame.locals[slot] = Box(current)
                        } else {
                            frame.locals[slot] = Box(value)
                        }
                    }
                }
                let parameters = isSplatted ? arguments[0].asTuple : arguments
                for (index, argument) in parameters.enumerated() { frame.locals[index] = Box(argument) }
                // An inout argument arrives as the caller's box, as for functions.
                for index in inoutParameters {
                    if case .state(let box) = parameters[index] { frame.locals[index] = box }
                }
                return try execution.call(in: frame) {
                    if case .returned(let value) = try body(execution) { return value }
                    return .void
                }
            })
        }
    }

    private func declareParameters(
        _ closure: Closure, expected: [SessionType]?, in context: FunctionContext, at location: SourceLocation
    ) throws -> [SessionType] {
        guard let parameters = closure.parameters else {
            // `$0`, `$1`…: one slot per parameter the context provides. Without a context,
            // Swift's literal defaulting makes them Int (`let double = { $0 * 2 }`).
            let types = expected ?? Array(repeating: .int, count: closure.body.anonymousParameterCount)
            context.anonymousParameterTypes = types
            for _ in types { _ = context.allocateSlot() }
            return types
        }
        if let expected, expected.count != parameters.count {
            throw Diagnostic(
                "contextual closure type '\(SessionType.function(parameters: expected, result: context.resultType ?? .void).displayName)' expects \(expected.count) argument\(expected.count == 1 ? "" : "s"), but \(parameters.count) \(parameters.count == 1 ? "was" : "were") used in closure body",
                at: location)
        }
        var types: [SessionType] = []
        for (index, parameter) in parameters.enumerated() {
            let type: SessionType
            if case .inout(let syntax, _)? = parameter.type {
                type = try resolve(syntax)
            } else if let syntax = parameter.type {
                type = try resolve(syntax)
            } else if let expected {
                type = expected[index]
            } else {
                throw Diagnostic(
                    "unable to infer type of a closure parameter '\(parameter.name)' in the current context",
                    at: parameter.location)
            }
            types.append(type)
            let variable = Variable(
                name: parameter.name, type: type, isConstant: !context.inoutParameters.contains(index), owner: context)
            if parameter.name != "_" { scope.declare(parameter.name, .variable(variable)) }
        }
        return types
    }

    /// A body of one expression returns its value; a longer body returns what `return` says.
    private func closureBody(_ statements: [Statement], in context: FunctionContext) throws -> (Executor, SessionType) {
        if statements.count == 1, case .expression(let expression) = statements[0].kind,
            context.resultType == nil || context.resultType == .void || !Reachability.isNeverCall(expression)
        {
            let checked: Checked
            if let result = context.resultType, result != .void {
                checked = try check(expression, as: result, in: .closureResult)
            } else {
                checked = try checkValue(expression, expecting: context.resultType)
            }
            let evaluate = checked.evaluate
            let resultType = context.resultType ?? checked.type
            let discards = resultType == .void && checked.type != .void
            return ({ execution in
                let value = try evaluate(execution)
                return .returned(discards ? .void : value)
            }, resultType)
        }
        if let branches = BranchExpressions.returningValues(statements) {
            if let result = context.resultType {
                if result != .void { return (try checkStatements(branches), result) }
            } else {
                // The branches' type is the closure's result, unless they are statements whose
                // value is `()` (`case 1: print("a")`): then the body is checked as statements.
                if let body = try? checkStatements(branches), let inferred = context.resultType, inferred != .void {
                    return (body, inferred)
                }
                context.resultType = nil
            }
        }
        let body = try checkStatements(statements)
        return (body, context.resultType ?? .void)
    }
}

extension Checker {
    /// A closure without an `in` clause must use every parameter its context gives it.
    public static func ignoredParameters(
        expected: [SessionType], used: Int, result: SessionType, at location: SourceLocation
    ) -> Diagnostic {
        let count = expected.count
        let arguments = "\(count) argument\(count == 1 ? "" : "s")"
        if used == 0 {
            return Diagnostic(
                "contextual type for closure argument list expects \(arguments), which cannot be implicitly ignored",
                at: location)
        }
        let type = SessionType.function(parameters: expected, result: result).displayName
        return Diagnostic(
            "contextual closure type '\(type)' expects \(arguments), but \(used) \(used == 1 ? "was" : "were") used in closure body",
            at: location)
    }
}

extension Statement {
    public var isExpression: Bool {
        if case .expression = kind { return true }
        return false
    }
}
