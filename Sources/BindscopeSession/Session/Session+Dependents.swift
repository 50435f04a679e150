import BindscopeCompiler
import BindscopeDependents
import BindscopeLanguage
import BindscopeRuntime

extension Session {
    /// After a session-level declaration: names its boxes for rendered paths, and follows it
    /// as a dependent when it is a State, holds a Binding, is wrapped by one of the session's
    /// own property wrappers, holds such a wrapper, or holds a class instance. `name` is
    /// declared at `nameLocation`; `declared` is the variable the declaration made, when known
    /// (else the session scope is asked).
    func registerDeclaration(named name: String, at nameLocation: SourceLocation, declared: Variable?, source: StatementSource) {
        guard let entry = declared.map(NameEntry.variable) ?? checker.sessionScope.lookup(name) else { return }
        let graph = dependencies, execution = execution
        // At the prompt a later entry may declare a name again (`Checker.mayRedeclare`): what
        // it shadows can no longer be named, so it is no longer reported under that name.
        if checker.isInteractive { graph.removeShadowed(named: name) }
        switch entry {
        case .wrappedValue(let backing, let valueType):
            let box = execution.frame.locals[backing.slot]
            graph.nameWrapper(box, of: name)
            switch backing.type {
            case .state:
                // Followed as StateBinding's `State` is: by its storage.
                if case .state(let storage) = box.value { graph.name(storage, name) }
                graph.add(name: name, kind: .state(backing: box), valueType: valueType, declaration: source, in: execution)
            case .binding:
                graph.add(name: name, kind: .binding(holder: box), valueType: valueType, declaration: source, in: execution)
            default:
                // `@W var x`: followed through `x`, which reads `_x.wrappedValue`. Declared
                // without a value, `x` is checked as it reads once assigned; until then the
                // dependent is uninitialized (see `DependencyGraph.evaluate`).
                graph.noteObjectHolder(box, "_" + name)
                let wasInitialized = backing.isInitialized
                backing.isInitialized = true
                follow(name, holder: box, reading: Expression(.identifier(name), at: nameLocation),
                    valueType: valueType, label: backing.type.propertyWrapperAttribute ?? "wrapper", declaration: source)
                backing.isInitialized = wasInitialized
            }
        case .variable(let variable):
            let box = execution.frame.locals[variable.slot]
            graph.name(box, name)
            if case .binding(let valueType) = variable.type {
                // A `let` given its value here holds this binding for good.
                let fixed = variable.isConstant && !variable.isDeferredConstant
                graph.add(
                    name: name, kind: .binding(holder: box), valueType: valueType, declaration: source,
                    holderIsFixed: fixed, in: execution)
            } else if case .nominal(let wrapper) = variable.type, wrapper.isPropertyWrapper,
                let valueType = checker.wrappedValueType(of: wrapper)
            {
                // `let b = XBinding(…)`: followed through `b.wrappedValue`.
                graph.noteObjectHolder(box, name)
                let read = Checker.wrapperAccess(name, "wrappedValue", at: nameLocation)
                let label = variable.type.propertyWrapperAttribute ?? "wrapper"
                follow(name, holder: box, reading: read, valueType: valueType, label: label, declaration: source)
            } else if variable.type.unwrappedOnce.isClassInstance, variable.isInitialized {
                // `let c = Counter()`: followed as it prints, through whatever alias writes it.
                graph.noteObjectHolder(box, name)
                follow(name, holder: box, reading: Expression(.identifier(name), at: nameLocation),
                    valueType: variable.type, label: "object", declaration: source)
            }
        case .projectedValue, .wrappedValue, .functions:
            break
        }
    }

    /// Adds a dependent evaluated by printing `expression`, checked here at the session level.
    private func follow(
        _ name: String, holder: Box, reading expression: Expression, valueType: SessionType, label: String,
        declaration: StatementSource
    ) {
        guard let checked = try? checker.checkValue(expression) else { return }
        dependencies.add(
            name: name, kind: .followed(holder: holder, evaluate: checked.evaluate, label: label),
            valueType: valueType, declaration: declaration, in: execution)
    }
}
