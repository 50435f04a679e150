import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// A statement `break` or `continue` can leave: a loop, a `switch`, or a labelled `if`.
public struct JumpTarget {
    public enum Kind {
        case loop
        case switchStatement
        /// A labelled `if` (or `do`): `break label` only.
        case other
    }

    public let id: Int
    public let label: String?
    public let kind: Kind
    /// For a switch, while a case body is checked: whether `fallthrough` has a case to go to,
    /// and the first name that case binds (`fallthrough` cannot reach a case that binds one).
    public var fallthroughTarget: (exists: Bool, boundName: String?) = (false, nil)

    public init(id: Int, label: String?, kind: Kind, fallthroughTarget: (exists: Bool, boundName: String?) = (false, nil)) {
        self.id = id
        self.label = label
        self.kind = kind
        self.fallthroughTarget = fallthroughTarget
    }
}

extension Checker {
    /// Checks `body` with a jump target for it; `body` gets the target's number.
    public func withJumpTarget<R>(_ kind: JumpTarget.Kind, label: String?, _ body: (Int) throws -> R) rethrows -> R {
        let id = function.allocateJumpTarget()
        function.jumpTargets.append(JumpTarget(id: id, label: label, kind: kind))
        defer { function.jumpTargets.removeLast() }
        return try body(id)
    }

    // MARK: Labels and jumps

    public func labeled(_ label: String, _ statement: Statement, at labelLocation: SourceLocation) throws -> Executor {
        if function.jumpTargets.contains(where: { $0.label == label }) {
            throw Diagnostic("label '\(label)' cannot be reused on an inner statement", at: labelLocation)
        }
        switch statement.kind {
        case .forIn(let loop): return try forIn(loop, label: label, at: statement.location)
        case .whileLoop(let conditions, let body): return try whileLoop(conditions, body, label: label, at: statement.location)
        case .repeatWhile(let body, let condition): return try repeatWhile(body, condition, label: label, at: statement.location)
        case .switchStatement(let switchStatement): return try self.switchStatement(switchStatement, label: label, at: statement.location)
        default:
            return try withJumpTarget(.other, label: label) { id in
                let body = try checkStatement(statement)
                return { execution in
                    let flow = try body(execution)
                    if case .broke(let target) = flow, target == id { return .proceed }
                    return flow
                }
            }
        }
    }

    public func jump(isBreak: Bool, label: String?, at location: SourceLocation) throws -> Executor {
        let targets = function.jumpTargets
        let target: JumpTarget
        if let label {
            guard let named = targets.last(where: { $0.label == label }) else {
                throw Diagnostic("cannot find label '\(label)' in scope", at: location)
            }
            if !isBreak, named.kind != .loop {
                throw Diagnostic(
                    "'continue' cannot be used with \(named.kind == .switchStatement ? "switch" : "if") statements", at: location)
            }
            target = named
        } else if isBreak {
            guard let innermost = targets.last(where: { $0.kind != .other }) else {
                throw Diagnostic("'break' is only allowed inside a loop, if, do, or switch", at: location)
            }
            target = innermost
        } else {
            guard let loop = targets.last(where: { $0.kind == .loop }) else {
                throw Diagnostic("'continue' is only allowed inside a loop", at: location)
            }
            target = loop
        }
        let flow: Flow = isBreak ? .broke(target: target.id) : .continued(target: target.id)
        return { _ in flow }
    }

    public func fallthroughStatement(at location: SourceLocation) throws -> Executor {
        guard let target = function.jumpTargets.last(where: { $0.kind == .switchStatement }) else {
            throw Diagnostic("'fallthrough' is only allowed inside a switch", at: location)
        }
        guard target.fallthroughTarget.exists else {
            throw Diagnostic("'fallthrough' without a following 'case' or 'default' block", at: location)
        }
        if let name = target.fallthroughTarget.boundName {
            throw Diagnostic("'fallthrough' from a case which doesn't bind variable '\(name)'", at: location)
        }
        return { _ in .fellThrough }
    }

    /// What a loop does after one run of its body: go on (true), or leave with a flow.
    public static func afterIteration(_ flow: Flow, loop id: Int) -> Flow? {
        switch flow {
        case .proceed: nil
        case .continued(let target) where target == id: nil
        case .broke(let target) where target == id: .proceed
        default: flow
        }
    }

    // MARK: Loops

    public func whileLoop(_ conditions: [Condition], _ body: [Statement], label: String?, at location: SourceLocation) throws -> Executor {
        try withJumpTarget(.loop, label: label) { id in
            let (tests, run) = try inNestedScope {
                (try conditions.map(checkCondition), try inNestedScope { try checkStatements(body) })
            }
            return { execution in
                while true {
                    try execution.checkForInterrupt()
                    for test in tests where !(try test(execution)) { return .proceed }
                    if let exit = Checker.afterIteration(try run(execution), loop: id) { return exit }
                }
            }
        }
    }

    public func repeatWhile(_ body: [Statement], _ condition: Expression, label: String?, at location: SourceLocation) throws -> Executor {
        try withJumpTarget(.loop, label: label) { id in
            let run = try inNestedScope { try checkStatements(body) }
            let test = try check(condition, as: .bool, in: .condition).evaluate
            return { execution in
                repeat {
                    try execution.checkForInterrupt()
                    if let exit = Checker.afterIteration(try run(execution), loop: id) { return exit }
                } while try test(execution).asBool
                return .proceed
            }
        }
    }

    // MARK: guard

    public func guardStatement(_ conditions: [Condition], _ elseBody: [Statement], closingBrace: SourceLocation) throws -> Executor {
        let otherwise = try inNestedScope { try checkStatements(elseBody) }
        guard Reachability.neverFallsThrough(elseBody, countingJumps: true) else {
            throw Diagnostic(
                "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope",
                at: closingBrace)
        }
        // The names the conditions bind stay in scope after the guard.
        let savedGuardScope = guardBindingScope
        guardBindingScope = scope
        defer { guardBindingScope = savedGuardScope }
        let tests = try conditions.map(checkCondition)
        return { execution in
            for test in tests where !(try test(execution)) { return try otherwise(execution) }
            return .proceed
        }
    }

    // MARK: defer

    public func checkDeferredBody(_ body: [Statement], at location: SourceLocation) throws -> Executor {
        // Nothing may jump out of a deferred block: it is checked as a function of its own
        // would be, for jumps, by hiding the enclosing targets.
        let saved = function.jumpTargets
        function.jumpTargets = []
        defer { function.jumpTargets = saved }
        return try checkStatements(body)
    }

    /// Runs `rest`, then the deferred block: also when `rest` returns, jumps or throws an error
    /// (a trap ends the statement instead, as it ends a Swift program).
    public static func running(_ rest: @escaping Executor, thenDeferred deferred: @escaping Executor) -> Executor {
        { execution in
            let flow: Flow
            do {
                flow = try rest(execution)
            } catch let trap as RuntimeError {
                throw trap
            } catch {
                _ = try deferred(execution)
                throw error
            }
            _ = try deferred(execution)
            return flow
        }
    }

    // MARK: Destructuring declarations

    public func patternDeclaration(isConstant: Bool, _ pattern: Pattern, _ initializer: Expression, at location: SourceLocation) throws -> Executor {
        var declared: SessionType?
        if case .typed(_, let syntax) = pattern.kind { declared = try resolve(syntax) }
        let value = try declared.map { try check(initializer, as: $0, in: .initialization) } ?? checkValue(initializer)
        guard Exhaustiveness.isIrrefutable(pattern) else {
            throw Diagnostic("pattern in a declaration must match every value; use 'if case' to test a value", at: pattern.location)
        }
        var shape = pattern
        if case .typed(let inner, _) = pattern.kind { shape = inner }
        if case .tuple(let elements) = shape.kind, case .tuple(_, let types) = value.type, elements.count != types.count {
            throw Checker.tupleLengthMismatch(
                value.type, Checker.patternShape(elements, against: types), at: initializer.location)
        }
        let match = try checkPattern(pattern, against: value.type, binder: PatternBinder())
        let evaluate = value.evaluate
        return { execution in
            _ = try match(execution, try evaluate(execution))
            return .proceed
        }
    }

    // MARK: switch

    public func switchStatement(_ statement: SwitchStatement, label: String?, at location: SourceLocation) throws -> Executor {
        let subject = try checkValue(statement.subject)
        let type = subject.type
        if let defaultIndex = statement.cases.firstIndex(where: \.isDefault), defaultIndex != statement.cases.count - 1 {
            throw Diagnostic(
                "additional 'case' blocks cannot appear after the 'default' block of a 'switch'",
                at: statement.cases[defaultIndex + 1].location)
        }
        return try withJumpTarget(.switchStatement, label: label) { id in
            var cases: [(tests: [Matcher], guards: [Evaluator?], body: Executor)] = []
            for (index, switchCase) in statement.cases.enumerated() {
                let next = index + 1 < statement.cases.count ? statement.cases[index + 1] : nil
                function.jumpTargets[function.jumpTargets.count - 1].fallthroughTarget =
                    (next != nil, next?.items.lazy.compactMap { $0.pattern.boundNames.first?.name }.first)
                cases.append(try inNestedScope { try checkSwitchCase(switchCase, subjectType: type) })
            }
            let hasDefault = statement.cases.last?.isDefault ?? false
            let unguarded = statement.cases.flatMap { $0.items.filter { $0.guardExpression == nil }.map(\.pattern) }
            if !hasDefault, !Exhaustiveness.covers(unguarded, type) {
                throw Diagnostic("switch must be exhaustive", at: location)
            }
            let evaluate = subject.evaluate
            return { execution in
                let value = try evaluate(execution)
                var matched: Int?
                search: for (index, switchCase) in cases.enumerated() {
                    if switchCase.tests.isEmpty { matched = index; break }
                    for (test, guardTest) in zip(switchCase.tests, switchCase.guards) {
                        guard try test(execution, value) else { continue }
                        if let guardTest, !(try guardTest(execution).asBool) { continue }
                        matched = index
                        break search
                    }
                }
                guard var index = matched else { return .proceed }
                while true {
                    let flow = try cases[index].body(execution)
                    switch flow {
                    case .fellThrough: index += 1
                    case .broke(let target) where target == id: return .proceed
                    default: return flow
                    }
                }
            }
        }
    }

    private func checkSwitchCase(
        _ switchCase: SwitchCase, subjectType: SessionType
    ) throws -> (tests: [Matcher], guards: [Evaluator?], body: Executor) {
        let binder = PatternBinder()
        var tests: [Matcher] = []
        var guards: [Evaluator?] = []
        let firstNames = switchCase.items.first?.pattern.boundNames ?? []
        for item in switchCase.items {
            // As swiftc: a name only a later pattern binds is reported there, a name it lacks
            // where the first pattern binds it.
            let names = item.pattern.boundNames
            if let extra = names.first(where: { name in !firstNames.contains { $0.name == name.name } }) {
                throw Diagnostic("'\(extra.name)' must be bound in every pattern", at: extra.location)
            }
            if let missing = firstNames.first(where: { name in !names.contains { $0.name == name.name } }) {
                throw Diagnostic("'\(missing.name)' must be bound in every pattern", at: missing.location)
            }
            tests.append(try checkPattern(item.pattern, against: subjectType, binder: binder))
            guards.append(try item.guardExpression.map { try check($0, as: .bool, in: .condition).evaluate })
        }
        let body = try checkStatements(switchCase.body)
        return (tests, guards, body)
    }
}

extension FunctionContext {
    public func allocateJumpTarget() -> Int {
        jumpTargetCount += 1
        return jumpTargetCount
    }
}
