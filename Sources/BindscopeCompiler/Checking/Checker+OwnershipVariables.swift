import BindscopeLanguage
import BindscopeRuntime

// `weak var cached = node`, `weak let`, and `unowned let owner = person` in a body or at the
// top level:
// the variable holds its object the way a class's `weak` property does (see
// `Checker+WeakReferences.swift`): its box holds `.none` or a function that rebuilds the
// value from the object while it lives, so once nothing else holds the object (after the
// statement that dropped the last reference) it reads nil.
//
// The name is a local computed variable, as the parser makes of `var x: T { get set }`: a
// getter and a setter (`FunctionDeclaration.computedSetterLabel`) over that box, so reads,
// assignments, captures and the echo go the way they go for any computed variable.

extension Checker {
    public func ownershipVariable(_ declaration: VariableDeclaration, _ ownership: String, at location: SourceLocation) throws -> Executor {
        if let attribute = declaration.attributes.first {
            throw Diagnostic("'\(ownership)' variables with property wrappers are not supported in a session", at: attribute.location)
        }
        // `weak var w: Node!`: an optional read as its value (see `Checker+ImplicitlyUnwrapped`).
        let unwrapped = declaration.type?.implicitlyUnwrappedWrapped
        let declared = try unwrapped.map { SessionType.optional(try resolve($0)) }
            ?? declaration.type.map { try resolveAnnotation($0, initializer: declaration.initializer) }
        let initial: Checked? = try declaration.initializer.map { expression in
            if let declared { return try check(expression, as: declared, in: .initialization) }
            return try checkValue(expression)
        }
        let valueType = try ownedType(declared: declared, initial: initial, ownership, at: declaration.nameLocation)
        guard initial != nil || valueType.isOptional else {
            throw Diagnostic("'\(ownership)' variables without a value are not supported in a session", at: declaration.nameLocation)
        }
        if scope.entries[declaration.name] != nil && !mayRedeclare(declaration.name) {
            throw Diagnostic("invalid redeclaration of '\(declaration.name)'", at: declaration.nameLocation)
        }
        // The box: a variable no name reaches.
        let storage = Variable(
            name: " \(ownership) \(declaration.name)", type: .any, isConstant: false, owner: function)
        let getter = accessorFunction(declaration, valueType, setter: false)
        if unwrapped != nil { markImplicitlyUnwrappedGetter(getter) }
        let setter = declaration.isConstant ? nil : accessorFunction(declaration, valueType, setter: true)
        scope.declare(declaration.name, .functions([getter] + (setter.map { [$0] } ?? [])))
        noteDeclared(declaration.name)
        let evaluate = initial?.evaluate
        let isUnowned = ownership == "unowned", isOptional = valueType.isOptional
        let slots = (storage: storage.slot, getter: getter.variable.slot, setter: setter?.variable.slot)
        return { execution in
            let value = try evaluate?(execution) ?? .none
            let box = Box(Checker.weakReference(to: value), bornIn: execution.journal)
            execution.withCurrentFrame { frame in
                frame.store(box, at: slots.storage)
                frame.declare(.function(Checker.ownershipGetter(box, isUnowned: isUnowned && !isOptional)), at: slots.getter, in: execution)
                if let setterSlot = slots.setter {
                    frame.declare(.function(Checker.ownershipSetter(box)), at: setterSlot, in: execution)
                }
            }
            return .proceed
        }
    }

    private func accessorFunction(_ declaration: VariableDeclaration, _ valueType: SessionType, setter: Bool) -> DeclaredFunction {
        let parameters = setter
            ? [DeclaredFunction.Parameter(
                label: FunctionDeclaration.computedSetterLabel, name: "newValue", type: valueType, isInout: false,
                isVariadic: false, defaultValue: nil)]
            : []
        let resultType: SessionType = setter ? .void : valueType
        let variable = Variable(
            name: declaration.name, type: .function(parameters: parameters.map(\.type), result: resultType),
            isConstant: true, owner: function)
        let accessor = DeclaredFunction(
            name: declaration.name, parameters: parameters, resultType: resultType, throwsErrors: false,
            location: declaration.nameLocation, variable: variable)
        accessor.isComputedVariable = true
        return accessor
    }

    /// Reads the object while it lives; an `unowned` one that ended traps, as Swift's does.
    private static func ownershipGetter(_ box: Box, isUnowned: Bool) -> FunctionValue {
        FunctionValue { execution, _ in
            execution.noteRead(box)
            return try Checker.ownedValue(box.value, trapsWhenGone: isUnowned, in: execution)
        }
    }

    private static func ownershipSetter(_ box: Box) -> FunctionValue {
        FunctionValue { execution, arguments in
            let stored = Checker.weakReference(to: arguments[0])
            _ = try execution.update(box, []) { _ in stored }
            return .void
        }
    }
}
