import BindscopeLanguage

extension Checker {
    /// A block of statements, run in order until one returns.
    func checkStatements(_ statements: [Statement]) throws -> Executor {
        let executors = try statements.map { try checkStatement($0) }
        return { execution in
            for executor in executors {
                if case .returned(let value) = try executor(execution) { return .returned(value) }
            }
            return .proceed
        }
    }

    /// A statement's executor; a trap that knows no better place is placed at the statement.
    func checkStatement(_ statement: Statement) throws -> Executor {
        let execute = try uncheckedLocationStatement(statement)
        let location = statement.location
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
            return try variableDeclaration(declaration, at: location)
        case .expression(let expression):
            let evaluate = try checkValue(expression).evaluate
            return { execution in
                _ = try evaluate(execution)
                return .proceed
            }
        case .assignment(let target, let op, let value):
            return try assignment(target, op, value, at: location)
        case .ifStatement(let statement):
            return try ifStatement(statement)
        case .forIn(let loop):
            return try forIn(loop, at: location)
        case .returnStatement(let value):
            return try returnStatement(value, at: location)
        case .structure, .enumeration, .extensionDeclaration:
            throw Diagnostic("type declarations are only allowed at the top level of a session", at: location)
        case .command(let command):
            throw Diagnostic("commands like ':\(command.name)' are only allowed at the top level", at: location)
        case .functions(let declarations):
            return try functionGroup(declarations)
        }
    }

    private func returnStatement(_ value: Expression?, at location: SourceLocation) throws -> Executor {
        guard function !== sessionFunction else {
            throw Diagnostic("return invalid outside of a func", at: location)
        }
        guard let value else {
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
        } else {
            checked = try checkValue(value)
            function.resultType = checked.type
        }
        let evaluate = checked.evaluate
        return { .returned(try evaluate($0)) }
    }

    // MARK: if

    private func ifStatement(_ statement: IfStatement) throws -> Executor {
        let (conditions, thenBody) = try inNestedScope {
            let conditions = try statement.conditions.map(checkCondition)
            return (conditions, try checkStatements(statement.thenBody))
        }
        let elseBody = try statement.elseBody.map { body in try inNestedScope { try checkStatements(body) } }
        return { execution in
            for condition in conditions where !(try condition(execution)) {
                if let elseBody { return try elseBody(execution) }
                return .proceed
            }
            return try thenBody(execution)
        }
    }

    /// A condition: a Bool, or `let name = optional` binding a new variable when non-nil.
    private func checkCondition(_ condition: Condition) throws -> (Execution) throws -> Bool {
        switch condition {
        case .expression(let expression):
            let test = try check(expression, as: .bool, in: .condition).evaluate
            return { try test($0).asBool }
        case .optionalBinding(let isConstant, let name, let location, let value):
            let source = try checkValue(value ?? Expression(.identifier(name), at: location))
            guard case .optional(let wrapped) = source.type else {
                throw Diagnostic(
                    "initializer for conditional binding must have Optional type, not '\(source.type.displayName)'",
                    at: value?.location ?? location)
            }
            let variable = try declareVariable(name, type: wrapped, isConstant: isConstant, at: location)
            let slot = variable.slot, evaluate = source.evaluate
            return { execution in
                guard case .some(let payload) = try evaluate(execution) else { return false }
                execution.frame.store(Box(payload), at: slot)
                return true
            }
        }
    }

    // MARK: for-in

    private func forIn(_ loop: ForInStatement, at location: SourceLocation) throws -> Executor {
        let sequence = try checkValue(loop.sequence)
        let elementType: SessionType
        switch sequence.type {
        case .range(let bound, _): elementType = bound
        case .array(let element): elementType = element
        case .string: elementType = .character
        case .binding(.array(let element)): elementType = .binding(element)
        case .dictionary:
            throw Diagnostic("iterating a dictionary yields tuples, which sessions do not support; iterate its keys instead", at: loop.sequence.location)
        default:
            throw Diagnostic(
                "for-in loop requires '\(sequence.type.displayName)' to conform to 'Sequence'", at: loop.sequence.location)
        }
        let (slot, filter, body) = try inNestedScope {
            let variable = try declareVariable(
                loop.name == "_" ? "_\(location.line)_\(location.column)" : loop.name,
                type: elementType, isConstant: true, at: loop.nameLocation)
            let filter = try loop.whereClause.map { try check($0, as: .bool, in: .condition).evaluate }
            let body = try inNestedScope { try checkStatements(loop.body) }
            return (variable.slot, filter, body)
        }
        let evaluate = sequence.evaluate
        let isBinding: Bool = if case .binding = sequence.type { true } else { false }
        return { execution in
            let source = try evaluate(execution)
            func run(_ element: Value) throws -> Flow {
                try execution.checkForInterrupt()
                execution.frame.store(Box(element), at: slot)
                if let filter, !(try filter(execution).asBool) { return .proceed }
                return try body(execution)
            }
            switch source {
            case .range(let lower, let upper, let closed):
                guard lower < upper || (closed && lower == upper) else { return .proceed }
                var current = lower
                while true {
                    if case .returned(let value) = try run(.int(current)) { return .returned(value) }
                    if closed ? current == upper : current == upper - 1 { break }
                    current += 1
                }
            case .array(let elements):
                for element in elements {
                    if case .returned(let value) = try run(element) { return .returned(value) }
                }
            case .string(let text):
                for character in text {
                    if case .returned(let value) = try run(.character(character)) { return .returned(value) }
                }
            case .binding(let binding) where isBinding:
                // Element bindings capture their index, as `ForEach($items)` does.
                let count = try binding.read(in: execution).asArray.count
                for index in 0..<count {
                    if case .returned(let value) = try run(.binding(binding.appending(.element(index)))) {
                        return .returned(value)
                    }
                }
            default:
                preconditionFailure("checked sequence evaluated to \(source)")
            }
            return .proceed
        }
    }
}

extension Frame {
    /// Stores a fresh box in `slot`, growing the frame (the session's frame grows as it goes).
    func store(_ box: Box, at slot: Int) {
        while locals.count <= slot { locals.append(Frame.unassigned) }
        locals[slot] = box
    }
}
