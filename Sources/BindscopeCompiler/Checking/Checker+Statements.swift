import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// A block of statements, run in order until one returns.
    public func checkStatements(_ statements: [Statement]) throws -> Executor {
        let mark = scope.changeCount
        return releasingVariables(try checkStatementsOfBlock(statements), declaredSince: mark)
    }

    private func checkStatementsOfBlock(_ statements: [Statement]) throws -> Executor {
        // Closures kept in an array are stored at the array's generic abstraction and called
        // through a conversion thunk; a struct field keeps the closure's own.
        var executors: [StatementExecutor] = []
        executors.reserveCapacity(statements.count)
        for (index, statement) in statements.enumerated() {
            if case .deferStatement(let body) = statement.kind {
                // What follows a `defer` runs first, then the deferred block, however it ends.
                let deferred = try inNestedScope { try checkDeferredBody(body, at: statement.location) }
                let rest = try checkStatements(Array(statements[(index + 1)...]))
                executors.append(StatementExecutor(run: Checker.running(rest, thenDeferred: deferred), location: nil))
                break
            }
            executors.append(try statementExecutor(statement))
        }
        releasingObjects(&executors)
        if executors.isEmpty { return { _ in .proceed } }
        if executors.count == 1 { return executors[0].placingTraps }
        // Captured as constants: a captured `var` is read with a dynamic exclusivity check,
        // and closures called out of an array are retained for each call.
        if executors.count == 2 {
            let (first, second) = (executors[0].run, executors[1].run)
            let (firstLocation, secondLocation) = (executors[0].location, executors[1].location)
            return { execution in
                let flow: Flow
                do { flow = try first(execution) } catch let error as RuntimeError { throw error.located(at: firstLocation) }
                guard case .proceed = flow else { return flow }
                do { return try second(execution) } catch let error as RuntimeError { throw error.located(at: secondLocation) }
            }
        }
        let all = executors
        return { execution in
            for executor in all {
                let flow: Flow
                do {
                    flow = try executor.run(execution)
                } catch let error as RuntimeError {
                    throw error.located(at: executor.location)
                }
                if case .proceed = flow { continue }
                return flow
            }
            return .proceed
        }
    }

    /// A statement of a block, for the block to run: its traps are placed by the block (one
    /// closure per statement fewer in a loop body) unless it places them itself.
    private func statementExecutor(_ statement: Statement) throws -> StatementExecutor {
        if case .expression = statement.kind { return StatementExecutor(run: try checkStatement(statement), location: nil) }
        let execute = try uncheckedLocationStatement(statement)
        noteDefiniteInitialization(by: statement)
        return StatementExecutor(run: execute, location: statement.location)
    }

    /// A statement's executor; a trap that knows no better place is placed at the statement.
    public func checkStatement(_ statement: Statement) throws -> Executor {
        let location = statement.location
        if case .expression(let expression) = statement.kind {
            // A call made for its effect (`counter.add(1)` in a loop): one closure, not one
            // placing traps around another running the expression.
            let evaluate = try (accessorMutatingCall(expression) ?? checkValue(expression)).evaluate
            noteDefiniteInitialization(by: statement)
            return { execution in
                do {
                    _ = try evaluate(execution)
                    return .proceed
                } catch let error as RuntimeError {
                    throw error.located(at: location)
                }
            }
        }
        let execute = try uncheckedLocationStatement(statement)
        noteDefiniteInitialization(by: statement)
        return Checker.locating(execute, at: location)
    }

    /// After a branching statement, marks the function's uninitialized variables that it
    /// assigns on every path (`let next: State?`, then a `switch` whose every case sets it).
    public func noteDefiniteInitialization(by statement: Statement) {
        guard let branches = DefiniteInitialization(after: statement) else { return }
        for name in branches.assignedNames {
            guard case .variable(let variable)? = scope.entries[name], !variable.isInitialized,
                variable.owner === function, branches.assignsOnEveryPath(name)
            else { continue }
            variable.isInitialized = true
        }
    }

    /// A statement's runtime errors placed at it, unless placed already.
    private static func locating(_ execute: @escaping Executor, at location: SourceLocation) -> Executor {
        return { execution in
            do {
                return try execute(execution)
            } catch let error as RuntimeError {
                throw error.located(at: location)
            }
        }
    }

    private func uncheckedLocationStatement(_ statement: Statement) throws -> Executor {
        let location = statement.location
        switch statement.kind {
        case .variable(let declaration):
            if declaration.willSet != nil || declaration.didSet != nil {
                return try observedVariableDeclaration(declaration, at: location)
            }
            return try variableDeclaration(declaration, at: location)
        case .expression:
            preconditionFailure("an expression statement is compiled by checkStatement")
        case .assignment(let target, let op, let value, let operatorLocation):
            let write = try assignment(target, op, value, at: location, operatorAt: operatorLocation)
            guard case .optionalEvaluation = target.kind else { return write }
            // `a?.b = x` where the place restarts at an instance `a?` refers to: a nil there
            // ends the chain before the write, which then does nothing.
            return { execution in
                do { return try write(execution) } catch is OptionalChainEnded { return .proceed }
            }
        case .ifStatement(let statement):
            return try ifStatement(statement)
        case .forIn(let loop):
            return try forIn(loop, label: nil, at: location)
        case .returnStatement(let value):
            return try returnStatement(value, at: location)
        case .structure, .enumeration, .extensionDeclaration, .protocolDeclaration:
            throw Diagnostic("type declarations are only allowed at the top level of a session", at: location)
        case .importDeclaration:
            throw Diagnostic("declaration is only valid at file scope", at: location)
        case .command(let command):
            throw Diagnostic("commands like ':\(command.name)' are only allowed at the top level", at: location)
        case .functions(let declarations):
            return try functionGroup(declarations)
        case .patternDeclaration(let isConstant, let pattern, let initializer):
            return try patternDeclaration(isConstant: isConstant, pattern, initializer, at: location)
        case .whileLoop(let conditions, let body):
            return try whileLoop(conditions, body, label: nil, at: location)
        case .repeatWhile(let body, let condition):
            return try repeatWhile(body, condition, label: nil, at: location)
        case .guardStatement(let conditions, let elseBody, let closingBrace):
            return try guardStatement(conditions, elseBody, closingBrace: closingBrace)
        case .switchStatement(let statement):
            return try switchStatement(statement, label: nil, at: location)
        case .breakStatement(let label):
            return try jump(isBreak: true, label: label, at: location)
        case .continueStatement(let label):
            return try jump(isBreak: false, label: label, at: location)
        case .fallthroughStatement:
            return try fallthroughStatement(at: location)
        case .deferStatement:
            // A block's `defer` is handled by `checkStatements`; this one is a statement alone.
            throw Diagnostic(
                "'defer' at the top level of a session is not supported; use it inside a block, closure or function",
                at: location)
        case .labeled(let label, let statement):
            return try labeled(label, statement, at: location)
        case .throwStatement(let value):
            return try throwStatement(value, at: location)
        case .doCatch(let statement):
            return try doCatch(statement)
        case .typeAlias(let name, let nameLocation, let parameters, let type):
            try typeAliasDeclaration(name, parameters, type, at: nameLocation)
            return { _ in .proceed }
        }
    }

    private func returnStatement(_ value: Expression?, at location: SourceLocation) throws -> Executor {
        guard function !== sessionFunction else {
            throw Diagnostic("return invalid outside of a func", at: location)
        }
        guard let value else {
            // A plain `return` ends a failable initializer successfully, as falling off its end does.
            if function.isInitializer, function.resultType == .optional(.void) { return { _ in .returned(.void) } }
            if let result = function.resultType, result != .void {
                throw Diagnostic("non-void function should return a value", at: location)
            }
            function.resultType = .void
            return { _ in .returned(.void) }
        }
        if function.resultType == .void {
            throw Diagnostic("unexpected non-void return value in void function", at: value.location)
        }
        let checked: Checked
        if let result = function.resultType {
            checked = try check(value, as: result, in: .returnValue)
        } else if function.resultIsContextuallyOptional {
            // The first return settles the optional's type (a `return nil` first cannot, in
            // Swift either: it is the error `checkValue` gives).
            let natural = try checkValue(value)
            let result = natural.type.isOptional ? natural.type : SessionType.optional(natural.type)
            function.resultType = result
            checked = try check(value, as: result, in: .returnValue)
        } else {
            checked = try checkValue(value)
            function.resultType = checked.type
        }
        let evaluate = checked.evaluate
        return { .returned(try evaluate($0)) }
    }

    // MARK: if

    private func ifStatement(_ statement: IfStatement) throws -> Executor {
        // Conditions in a struct, and the bodies assigned rather than returned through the
        // scope's generic result: either way a closure would be called through a thunk.
        var checkedConditions: [ConditionTest] = []
        var checkedThen: Executor = { _ in .proceed }
        // `if let x = object { … }`: `x` is released when the statement ends.
        var bindings: [Int] = []
        try inNestedScope {
            let mark = scope.changeCount
            checkedConditions = try statement.conditions.map { ConditionTest(test: try checkCondition($0)) }
            checkedThen = try checkStatements(statement.thenBody)
            bindings = slotsToRelease(since: mark)
        }
        var checkedElse: Executor?
        if let body = statement.elseBody { checkedElse = try inNestedScope { try checkStatements(body) } }
        let (conditions, thenBody, elseBody) = (checkedConditions, checkedThen, checkedElse)
        if !bindings.isEmpty {
            return Checker.releasing({ execution in
                for condition in conditions where !(try condition.test(execution)) {
                    if let elseBody { return try elseBody(execution) }
                    return .proceed
                }
                return try thenBody(execution)
            }, slots: bindings)
        }
        if conditions.count == 1 {
            let test = conditions[0].test
            return { execution in
                if try test(execution) { return try thenBody(execution) }
                if let elseBody { return try elseBody(execution) }
                return .proceed
            }
        }
        return { execution in
            for condition in conditions where !(try condition.test(execution)) {
                if let elseBody { return try elseBody(execution) }
                return .proceed
            }
            return try thenBody(execution)
        }
    }

    /// A condition: a Bool, or `let name = optional` binding a new variable when non-nil.
    public func checkCondition(_ condition: Condition) throws -> (Execution) throws -> Bool {
        switch condition {
        case .expression(let expression):
            let test = try check(expression, as: .bool, in: .condition).evaluate
            return { try test($0).asBool }
        case .optionalBinding(let isConstant, let name, let location, let value):
            let bound = value ?? Expression(.identifier(name), at: location)
            keepsOptional(bound)
            let source = try checkValue(bound)
            guard case .optional(let wrapped) = source.type else {
                throw Diagnostic(
                    "initializer for conditional binding must have Optional type, not '\(source.type.displayName)'",
                    at: value?.location ?? location)
            }
            let variable = try declareVariable(name, type: wrapped, isConstant: isConstant, at: location)
            let slot = variable.slot, evaluate = source.evaluate
            return { execution in
                guard case .some(let payload) = try evaluate(execution) else { return false }
                execution.frame.store(Box(payload, bornIn: execution.journal), at: slot)
                return true
            }
        case .patternMatch(let pattern, let value):
            let source = try checkValue(value)
            let match = try checkPattern(pattern, against: source.type, binder: PatternBinder())
            let evaluate = source.evaluate
            return { execution in try match(execution, try evaluate(execution)) }
        }
    }

    // MARK: for-in

    public func forIn(_ loop: ForInStatement, label: String?, at location: SourceLocation) throws -> Executor {
        try withJumpTarget(.loop, label: label) { id in try forIn(loop, id: id, at: location) }
    }

    private func forIn(_ loop: ForInStatement, id: Int, at location: SourceLocation) throws -> Executor {
        var sequenceExpression = loop.sequence
        if let start = BuiltinMembers.partialRangeFromStart(loop.sequence), try checkValue(start).type == .int {
            // `for i in 1... { … break }`: counting on until a `break` (to Int.max, where
            // Swift's PartialRangeFrom would trap instead).
            let limit = Expression(
                .member(base: Expression(.identifier("Int"), at: start.location), name: "max", nameLocation: start.location),
                at: start.location)
            sequenceExpression = Expression(.binary(operator: "..<", lhs: start, rhs: limit), at: loop.sequence.location)
        }
        var sequence = openedForIteration(try checkValue(sequenceExpression))
        if sequence.type.holdsNonArrayValue { sequence = BuiltinMembers.viewElements(sequence) }
        // The session's own Sequence: its iterator's `next()` until nil (`Checker+UserSequences`).
        let userIteration = try userSequenceIteration(of: sequence.type, at: loop.sequence.location)
        let elementType: SessionType
        switch sequence.type {
        // Only Int ranges are sequences (Double, Character and String are not Strideable).
        case .range(.int, _): elementType = .int
        case .range(let bound, let closed):
            throw Diagnostic(
                "referencing instance method 'next()' on '\(closed ? "ClosedRange" : "Range")' requires that '\(bound.displayName)' conform to 'Strideable'",
                at: location)
        case .array(let element): elementType = element
        case .string, .substring: elementType = .character
        case .set(let element): elementType = element
        case .view(_, _, let element): elementType = element
        case .binding(.array(let element)): elementType = .binding(element)
        case .dictionary(let key, let value):
            elementType = .tuple(labels: ["key", "value"], elements: [key, value])
        case .nominal where userIteration != nil:
            elementType = userIteration!.element
        default:
            throw Diagnostic(
                "for-in loop requires '\(sequence.type.displayName)' to conform to 'Sequence'", at: loop.sequence.location)
        }
        // Assigned in the scope rather than returned as a tuple through its generic result,
        // which would make every iteration call the body through a conversion thunk.
        var declaredSlot = 0
        var declaredVariable: Variable?
        var declaredPattern: Matcher?
        var declaredFilter: Evaluator?
        var declaredBody: Executor = { _ in .proceed }
        try inNestedScope {
            let variable = try declareVariable(
                loop.name == "_" ? "_\(location.line)_\(location.column)" : loop.name,
                type: elementType, isConstant: true, at: loop.nameLocation)
            declaredSlot = variable.slot
            declaredVariable = variable
            declaredPattern = try loop.pattern.map { pattern in
                if !loop.isCaseMatch, !Exhaustiveness.isIrrefutable(pattern) {
                    throw Diagnostic("pattern in a 'for' loop must match every element; use 'for case' to skip the others", at: pattern.location)
                }
                return try checkPattern(pattern, against: elementType, binder: PatternBinder())
            }
            declaredFilter = try loop.whereClause.map { try check($0, as: .bool, in: .condition).evaluate }
            declaredBody = try inNestedScope { try checkStatements(loop.body) }
        }
        // Constants for the loop to capture: a captured `var` is read through its box, with
        // an exclusivity check, on every iteration.
        let (slot, pattern, filter, body) = (declaredSlot, declaredPattern, declaredFilter, declaredBody)
        let evaluate = sequence.evaluate
        if case .range = sequence.type, pattern == nil, filter == nil {
            // Checked by now, the body has made every capture of the variable it will make.
            if declaredVariable?.isCaptured == false {
                return Checker.uncapturedRangeLoop(evaluate, slot: slot, body: body, id: id)
            }
            return Checker.rangeLoop(evaluate, slot: slot, body: body, id: id)
        }
        let isBinding: Bool = if case .binding = sequence.type { true } else { false }
        return { execution in
            let source = try evaluate(execution)
            /// One iteration; nil to go on, or how the loop ends.
            func run(_ element: Value) throws -> Flow? {
                try execution.checkForInterrupt()
                if let pattern {
                    guard try pattern(execution, element) else { return nil }
                } else {
                    execution.withCurrentFrame { $0.rebind(element, at: slot, in: execution) }
                }
                if let filter, !(try filter(execution).asBool) { return nil }
                return Checker.afterIteration(try body(execution), loop: id)
            }
            if let userIteration {
                var exit: Flow?
                try userIteration.run(execution, source) { element in
                    exit = try run(element)
                    return exit == nil
                }
                return exit ?? .proceed
            }
            switch source {
            case .range(let lower, let upper, let closed):
                guard lower < upper || (closed && lower == upper) else { return .proceed }
                var current = lower
                while true {
                    if let exit = try run(.int(current)) { return exit }
                    if closed ? current == upper : current == upper - 1 { break }
                    current += 1
                }
            case .array(let elements):
                for element in elements {
                    if let exit = try run(element) { return exit }
                }
            case .dictionary(let dictionary):
                for (key, value) in zip(dictionary.keys, dictionary.values) {
                    if let exit = try run(.tuple([key, value])) { return exit }
                }
            case .set(let elements):
                for element in elements {
                    if let exit = try run(element) { return exit }
                }
            case .string, .substring:
                for character in source.asString {
                    if let exit = try run(.character(character)) { return exit }
                }
            case .binding(let binding) where isBinding:
                // Element bindings capture their index, as `ForEach($items)` does.
                let count = try binding.read(in: execution).asArray.count
                for index in 0..<count {
                    if let exit = try run(.binding(binding.appending(.element(index)))) { return exit }
                }
            default:
                preconditionFailure("checked sequence evaluated to \(source)")
            }
            return .proceed
        }
    }
}

/// One condition of an `if` (see `ifStatement`).
public struct ConditionTest {
    public let test: (Execution) throws -> Bool

    public init(test: @escaping (Execution) throws -> Bool) {
        self.test = test
    }
}

/// One statement of a block (see `checkStatements`).
public struct StatementExecutor {
    public var run: Executor
    /// Where a trap that knows no better place is placed, when `run` does not place it
    /// itself (see `checkStatement`); nil when it does.
    public let location: SourceLocation?

    /// `run`, placing its traps at `location` as `checkStatement` does.
    public var placingTraps: Executor {
        guard let location else { return run }
        let run = run
        return { execution in
            do {
                return try run(execution)
            } catch let error as RuntimeError {
                throw error.located(at: location)
            }
        }
    }

    public init(run: @escaping Executor, location: SourceLocation?) {
        self.run = run
        self.location = location
    }
}

extension RuntimeError {
    /// This error, placed at `location` when there is one (see `located(at:)`).
    @inline(__always)
    public func located(at location: SourceLocation?) -> RuntimeError {
        guard let location else { return self }
        return located(at: location)
    }
}

extension Frame {
    /// Stores a fresh box in `slot`, growing the frame (the session's frame grows as it goes).
    public func store(_ box: Box, at slot: Int) {
        // The next slot (each new session variable's): appended as it is, where putting the
        // shared unassigned box there first retained and released it again.
        if slot == locals.count { return locals.append(box) }
        while locals.count <= slot { locals.append(Frame.unassigned) }
        locals[slot] = box
    }

    /// Declares the variable in `slot` with `value` (a declaration run again, in a loop or a
    /// new call): a new variable, made by reusing the box there when nothing else holds it
    /// (no closure captured it, no dependent reads it), which nobody can tell from a new box.
    @inline(__always)
    public func declare(_ value: Value, at slot: Int, in execution: Execution) {
        if slot < locals.count, isKnownUniquelyReferenced(&locals[slot]), locals[slot].observation == nil {
            let box = locals[slot]
            box.value = value
            box.journalEpoch = execution.journal.epoch
            box.journalEntries = .max
        } else {
            store(Box(value, bornIn: execution.journal), at: slot)
        }
    }

    /// `rebind` for an Int (a range loop's variable): the Int is stored over the previous
    /// one with no release of what was there (an Int holds no reference).
    @inline(__always)
    public func rebindInt(_ value: Int, at slot: Int, in execution: Execution) {
        if slot < locals.count, isKnownUniquelyReferenced(&locals[slot]) {
            locals[slot].storeInt(value)
        } else {
            store(Box(.int(value), bornIn: execution.journal), at: slot)
        }
    }

    /// Gives the variable in `slot` its value for the next loop iteration. Each iteration
    /// declares a new variable, which matters only when a closure captured the previous one:
    /// then the box is shared and a fresh one is stored; otherwise the box is reused.
    @inline(__always)
    public func rebind(_ value: Value, at slot: Int, in execution: Execution) {
        if slot < locals.count, isKnownUniquelyReferenced(&locals[slot]) {
            locals[slot].value = value
        } else {
            store(Box(value, bornIn: execution.journal), at: slot)
        }
    }
}

extension Checker {
    /// The first and last Int a range loop visits; nil when it visits none.
    @inline(__always)
    private static func loopBounds(_ range: Value) -> (first: Int, last: Int)? {
        guard case .range(let lower, let upper, let closed) = range else { preconditionFailure("checked as a range") }
        guard lower < upper || (closed && lower == upper) else { return nil }
        return (lower, closed ? upper : upper - 1)
    }

    /// `rangeLoop` for a variable no closure captures: nothing can hold its box past an
    /// iteration or tell one box from another, so the loop declares it once (a box made by
    /// the statement, which the journal ignores) and stores each next Int in that same box,
    /// with no uniqueness check per iteration.
    fileprivate static func uncapturedRangeLoop(
        _ evaluate: @escaping Evaluator, slot: Int, body: @escaping Executor, id: Int
    ) -> Executor {
        { execution in
            guard let (first, last) = loopBounds(try evaluate(execution)) else { return .proceed }
            var current = first
            execution.withCurrentFrame { $0.declare(.int(current), at: slot, in: execution) }
            while true {
                try execution.checkForInterrupt()
                if let exit = Checker.afterIteration(try body(execution), loop: id) { return exit }
                if current == last { return .proceed }
                current += 1
                execution.withCurrentFrame { $0.locals[slot].storeInt(current) }
            }
        }
    }

    /// `for i in a..<b { … }`, the commonest loop, with nothing optional to ask about on each
    /// iteration (the general loop's pattern and `where` filter).
    fileprivate static func rangeLoop(_ evaluate: @escaping Evaluator, slot: Int, body: @escaping Executor, id: Int) -> Executor {
        { execution in
            guard let (first, last) = loopBounds(try evaluate(execution)) else { return .proceed }
            var current = first
            while true {
                try execution.checkForInterrupt()
                execution.withCurrentFrame { $0.rebindInt(current, at: slot, in: execution) }
                if let exit = Checker.afterIteration(try body(execution), loop: id) { return exit }
                if current == last { return .proceed }
                current += 1
            }
        }
    }
}
