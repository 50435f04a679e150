import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    // MARK: throw

    public func throwStatement(_ value: Expression, at location: SourceLocation) throws -> Executor {
        // Only the function's own body throws its typed error: in a `do` or a `try?` it is caught.
        let typed = function.handlingDepth == 0 ? function.thrownErrorType : nil
        let checked = try checkValue(value, expecting: typed)
        guard isErrorType(checked.type) else {
            throw Diagnostic(
                "thrown expression type '\(checked.type.displayName)' does not conform to 'Error'", at: value.location)
        }
        if let typed, checked.type != typed {
            // swiftc points at the member of `Other.failure`.
            var location = value.location
            if case .member(_, _, let nameLocation) = value.kind { location = nameLocation }
            throw Diagnostic(
                "thrown expression type '\(checked.type.displayName)' cannot be converted to error type '\(typed.displayName)'",
                at: location)
        }
        if !function.canThrow && function.handlingDepth == 0 {
            throw Diagnostic(
                "error is not handled because the enclosing function is not declared 'throws'", at: location)
        }
        // A `throw` statement throws `any Error` (typed `throw` needs Swift's FullTypedThrows).
        function.thrownTypes.append(.error)
        let evaluate = checked.evaluate, type = checked.type
        return { execution in
            throw ThrownError(throwing: try evaluate(execution), of: type)
        }
    }

    /// The type of `throws(ParseError)`: a type conforming to `Error`; `.error` for a plain
    /// `throws`.
    public func thrownErrorType(_ syntax: TypeSyntax?, replacingSelfWith selfType: SessionType? = nil) throws -> SessionType {
        guard var syntax else { return .error }
        if let selfType { syntax = replacingSelf(in: syntax, with: selfType.displayName) }
        let type = try resolve(syntax)
        guard isErrorType(type) else {
            throw Diagnostic("thrown type '\(type.displayName)' does not conform to the 'Error' protocol", at: syntax.location)
        }
        return type
    }

    public func isErrorType(_ type: SessionType) -> Bool {
        if case .nominal(let nominal) = type { return nominal.conformances.contains("Error") }
        return type == .error
    }

    // MARK: try

    /// `try`, `try?`, `try!`. Calls to throwing functions inside need no other mark.
    public func tryExpression(
        _ kind: TryKind, _ operand: Expression, expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked {
        let context = function
        context.tryDepth += 1
        // `try?` and `try!` handle what their operand throws.
        let handles = kind != .plain
        if handles { context.handlingDepth += 1 }
        let savedLocation = context.tryLocation
        if !handles { context.tryLocation = location }
        let thrownBefore = context.thrownTypes.count
        defer {
            context.tryDepth -= 1
            if handles {
                context.handlingDepth -= 1
                // What `try?` and `try!` handle does not leave them.
                context.thrownTypes.removeSubrange(thrownBefore...)
            }
            context.tryLocation = savedLocation
        }
        switch kind {
        case .plain:
            return try check(operand, expecting: expected)
        case .optional:
            let inner = try checkValue(operand, expecting: expected?.unwrappedOnce)
            let evaluate = inner.evaluate
            // Swift 5 flattens: `try?` of an optional is that optional, not a double one.
            let flattens = inner.type.isOptional
            return Checked(flattens ? inner.type : .optional(inner.type)) { execution in
                do {
                    let value = try evaluate(execution)
                    return flattens ? value : .some(value)
                } catch is ThrownError {
                    try execution.runPendingDeinitializers()
                    return .none
                }
            }
        case .forced:
            let inner = try checkValue(operand, expecting: expected)
            let evaluate = inner.evaluate
            return Checked(inner.type) { execution in
                do {
                    return try evaluate(execution)
                } catch let thrown as ThrownError {
                    throw RuntimeError(
                        .fatal("'try!' expression unexpectedly raised an error: \(thrown.describe(in: execution))"),
                        at: location)
                }
            }
        }
    }

    /// Called for each call to a function declared `throws`; `errorType` is what it throws
    /// (`Result.get()` throws its `Failure`, a session function `any Error`).
    public func requireTry(callingThrowing name: String, at location: SourceLocation, errorType: SessionType = .error) throws {
        let context = function
        context.thrownTypes.append(errorType)
        let handled = context.canThrow || context.handlingDepth > 0 || context.typedHandlers.contains(errorType)
        guard context.tryDepth > 0 else {
            throw Diagnostic(
                handled
                    ? "call can throw but is not marked with 'try'"
                    : "call can throw, but it is not marked with 'try' and the error is not handled",
                at: location)
        }
        if let typed = context.thrownErrorType, handled, context.handlingDepth == 0,
            !context.typedHandlers.contains(errorType), errorType != typed
        {
            // In a `throws(E)` body, what a call throws must be E.
            throw Diagnostic(
                "thrown expression type '\(errorType.displayName)' cannot be converted to error type '\(typed.displayName)'",
                at: location)
        }
        if !handled {
            throw Diagnostic(
                context.partialHandlingDepth > 0
                    ? "errors thrown from here are not handled because the enclosing catch is not exhaustive"
                    : "errors thrown from here are not handled",
                at: context.tryLocation ?? location)
        }
    }

    // MARK: do / catch

    public func doCatch(_ statement: DoCatchStatement) throws -> Executor {
        let exhaustive = statement.clauses.contains { clause in
            guard clause.whereClause == nil else { return false }
            switch clause.pattern {
            case nil: return true
            case .binding(_, nil, _)?: return true
            default: return false
            }
        }
        let context = function
        let partial = !exhaustive && !statement.clauses.isEmpty
        // `catch let e as T`: a call that throws exactly T (typed throws) is handled here.
        let typedHandlers = exhaustive ? [] : try statement.clauses.compactMap { clause -> SessionType? in
            guard clause.whereClause == nil, case .binding(_, let syntax?, _)? = clause.pattern else { return nil }
            return try resolve(syntax)
        }
        if exhaustive { context.handlingDepth += 1 }
        if partial { context.partialHandlingDepth += 1 }
        let savedHandlers = context.typedHandlers, thrownBefore = context.thrownTypes.count
        context.typedHandlers += typedHandlers
        let body: Executor
        do {
            defer {
                if exhaustive { context.handlingDepth -= 1 }
                if partial { context.partialHandlingDepth -= 1 }
                context.typedHandlers = savedHandlers
            }
            body = try inNestedScope { try checkStatements(statement.body) }
        }
        // What the body throws, when every throwing site throws the same typed error.
        let thrown = Array(context.thrownTypes[thrownBefore...])
        let bodyErrorType: SessionType = if let first = thrown.first, thrown.allSatisfy({ $0 == first }) { first } else { .error }
        context.thrownTypes.removeSubrange(thrownBefore...)
        if !exhaustive { context.thrownTypes.append(contentsOf: thrown.filter { !typedHandlers.contains($0) }) }
        let clauses = try statement.clauses.map { try catchClause($0, errorType: bodyErrorType) }
        if clauses.isEmpty { return body }
        return { execution in
            do {
                return try body(execution)
            } catch let thrown as ThrownError {
                // What the throw let go of (a throwing function's locals, a half-built array
                // literal's elements) ends before a handler runs, as Swift unwinds.
                try execution.runPendingDeinitializers()
                for clause in clauses {
                    if let flow = try clause(execution, thrown) { return flow }
                }
                throw thrown
            }
        }
    }

    /// A clause: nil when its pattern (or `where`) does not match, else the flow of its body.
    /// `errorType`: what the `do` body throws, `any Error` unless every throwing call in it
    /// throws one typed error, which a clause without a type then binds as that type.
    private func catchClause(_ clause: CatchClause, errorType: SessionType) throws -> (Execution, ThrownError) throws -> Flow? {
        try inNestedScope {
            let match: (ThrownError) -> Value?
            var bound: Variable?
            var patternMatcher: ((Execution, ThrownError) throws -> Bool)?
            let bindsTyped = errorType != .error
            switch clause.pattern {
            case nil:
                bound = try declareVariable("error", type: errorType, isConstant: true, at: clause.location)
                match = { bindsTyped ? $0.value : .existential($0.value, $0.type) }
            case .binding(let name, nil, let location)?:
                if name != "_" { bound = try declareVariable(name, type: errorType, isConstant: true, at: location) }
                match = { bindsTyped ? $0.value : .existential($0.value, $0.type) }
            case .binding(let name, let syntax?, let location)?:
                let type = try resolve(syntax)
                if name != "_" { bound = try declareVariable(name, type: type, isConstant: true, at: location) }
                match = { $0.type == type ? $0.value : nil }
            case .typeCheck(let syntax)?:
                let type = try resolve(syntax)
                match = { $0.type == type ? $0.value : nil }
            case .payloadCase(let typeName, let pattern)?:
                let type = try resolve(.named(typeName, genericArguments: [], location: pattern.location))
                let matcher = try checkPattern(pattern, against: type, binder: PatternBinder())
                patternMatcher = { execution, thrown in
                    guard thrown.type == type else { return false }
                    return try matcher(execution, thrown.value)
                }
                match = { $0.type == type ? $0.value : nil }
            case .enumCase(let typeName, let name, let location)?:
                guard let typeName else {
                    throw Diagnostic(
                        "'catch .\(name)' needs the error's type in a session: write 'catch YourError.\(name)'",
                        at: location)
                }
                let type = try resolve(.named(typeName, genericArguments: [], location: location))
                guard case .nominal(let nominal) = type, nominal.kind == .enumeration,
                    let index = nominal.caseIndex(named: name)
                else {
                    throw Diagnostic("type '\(typeName)' has no member '\(name)'", at: location)
                }
                match = { thrown in
                    guard thrown.type == type, case .enumeration(_, index) = thrown.value else { return nil }
                    return thrown.value
                }
            }
            let condition = try clause.whereClause.map { try check($0, as: .bool, in: .condition).evaluate }
            let body = try inNestedScope { try checkStatements(clause.body) }
            let slot = bound?.slot
            let testPattern = patternMatcher
            return { execution, thrown in
                guard let value = match(thrown) else { return nil }
                if let testPattern, !(try testPattern(execution, thrown)) { return nil }
                if let slot { execution.frame.store(Box(value), at: slot) }
                if let condition, !(try condition(execution).asBool) { return nil }
                return try body(execution)
            }
        }
    }
}
