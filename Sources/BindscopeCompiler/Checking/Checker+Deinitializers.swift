import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// `deinit { … }` in a class. The body is compiled as a non-mutating method of the class that
// takes no argument; `NominalType.deinitializer` keeps it, and `Execution`'s `DeinitQueue`
// runs it when an instance's last strong reference goes away (see `ObjectBox`).
//
// When that happens is Swift's reference counting of the interpreter's own values, so code
// that may release an instance is compiled to let it end where Swift would: once any class
// declares a `deinit` (`implicitCalls.hasDeinitializers`), each statement of a block runs the
// pending bodies after it, and a block clears its variables when it ends (a local going out
// of scope at the end of a call, a `do { }` or a loop iteration). Before that, nothing is
// added: the statements of sessions without a `deinit` run as fast as before.

extension Checker {
    /// `deinit` in a struct or an enum: only a class (or a noncopyable type, which sessions
    /// do not declare) may have one, in Swift's words.
    public func rejectDeinitializers(in members: [MemberDeclaration], of kind: String, named name: String, at nameLocation: SourceLocation) throws {
        for case .deinitializer(let declaration) in members {
            throw Diagnostic(
                "deinitializer cannot be declared in \(kind) '\(name)' that conforms to 'Copyable'",
                at: declaration.location,
                notes: [Diagnostic("consider adding '~Copyable' to \(kind) '\(name)'", at: nameLocation, severity: .note)])
        }
    }

    /// Before a class's members are checked: at most one `deinit`, and from now on code is
    /// compiled to let instances end on time.
    public func registerDeinitializer(in members: [MemberDeclaration]) throws {
        var seen = false
        for case .deinitializer(let declaration) in members {
            if seen { throw Diagnostic("invalid redeclaration of 'deinit()'", at: declaration.location) }
            seen = true
        }
        if seen { implicitCalls.hasDeinitializers = true }
    }

    /// The body, with `self` the instance that is ending.
    public func compileDeinitializer(_ declaration: DeinitializerDeclaration, of type: NominalType) throws {
        let method = UserMethod(
            name: "deinit", parameters: [], resultType: .void, kind: .instance(isMutating: false),
            throwsErrors: false, location: declaration.location)
        try compile(
            method, [], declaration.body, closingBrace: declaration.location, canThrow: false,
            selfType: .nominal(type), typeName: type.name, initialValue: nil)
        type.deinitializer = method.body
    }

    /// A block's statements, made to let objects end where Swift ends them (see above): the
    /// pending bodies run after each statement.
    public func releasingObjects(_ executors: inout [StatementExecutor]) {
        guard implicitCalls.hasDeinitializers, scope !== sessionScope, scope !== moduleScope else { return }
        for index in executors.indices {
            let run = executors[index].run
            executors[index].run = { execution in
                let flow = try run(execution)
                try execution.runPendingDeinitializers()
                return flow
            }
        }
    }

    /// A block's executor that also clears the block's own variables (declared in `scope`
    /// since `mark`) when it ends, however it ends, and runs the bodies of the objects that
    /// ends. Errors leave the bodies to whoever catches them (a failed top-level statement
    /// drops them).
    public func releasingVariables(_ block: @escaping Executor, declaredSince mark: Int) -> Executor {
        Checker.releasing(block, slots: slotsToRelease(since: mark))
    }

    /// The slots of the variables `scope` declared since `mark`, when they must be cleared.
    public func slotsToRelease(since mark: Int) -> [Int] {
        guard implicitCalls.hasDeinitializers, scope !== sessionScope, scope !== moduleScope else { return [] }
        return scope.declaredSlots(since: mark)
    }

    /// `block`, clearing `slots` when it ends (see `releasingVariables`).
    public static func releasing(_ block: @escaping Executor, slots: [Int]) -> Executor {
        guard !slots.isEmpty else { return block }
        return { execution in
            let flow: Flow
            do {
                flow = try block(execution)
            } catch {
                execution.frame.clear(slots)
                throw error
            }
            execution.frame.clear(slots)
            try execution.runPendingDeinitializers()
            return flow
        }
    }
}

extension Scope {
    /// The frame slots of the variables declared in this scope since `mark` (a `changeCount`).
    public func declaredSlots(since mark: Int) -> [Int] {
        var slots: [Int] = []
        for name in declaredNames(since: mark) {
            switch entries[name] {
            case .variable(let variable)?: slots.append(variable.slot)
            case .wrappedValue(let backing, _)?: slots.append(backing.slot)
            default: continue
            }
        }
        return slots
    }
}

extension Frame {
    /// Variables going out of scope: their values are released now. A box nothing else holds
    /// is emptied (and reused by the next declaration); one a closure captured stays with it.
    public func clear(_ slots: [Int]) {
        for slot in slots where slot < locals.count {
            if locals[slot] === Frame.unassigned { continue }
            if isKnownUniquelyReferenced(&locals[slot]) {
                locals[slot].value = .void
            } else {
                locals[slot] = Frame.unassigned
            }
        }
    }
}
