import BindscopeLanguage

extension Checker {
    /// `let`/`var`, `@State var`, `@Binding var`. The initializer is checked before the name
    /// exists, so `var x = x + 1` reads an outer `x`, as in Swift.
    func variableDeclaration(_ declaration: VariableDeclaration, at location: SourceLocation) throws -> Executor {
        if let attribute = declaration.attributes.first, declaration.attributes.count == 1, propertyWrapperType(named: attribute.name) {
            // Its value initializes the wrapper: checked there, against `wrappedValue`.
            guard !declaration.isConstant else {
                throw Diagnostic("property wrapper can only be applied to a 'var'", at: attribute.location)
            }
            return try customWrappedVariable(declaration, attribute, at: location)
        }
        let declaredType = try declaration.type.map { try resolveAnnotation($0, initializer: declaration.initializer) }
        let initializer: Checked? = try declaration.initializer.map { expression in
            if let declaredType { return try check(expression, as: declaredType, in: .initialization) }
            return try checkValue(expression)
        }
        guard let attribute = declaration.attributes.first else {
            return try plainVariable(declaration, type: declaredType, initializer: initializer, at: location)
        }
        guard declaration.attributes.count == 1 else {
            throw Diagnostic("only one property wrapper per variable is supported in sessions", at: declaration.attributes[1].location)
        }
        guard !declaration.isConstant else {
            throw Diagnostic("property wrapper can only be applied to a 'var'", at: attribute.location)
        }
        switch attribute.name {
        case "State":
            return try stateVariable(declaration, type: declaredType, initializer: initializer, at: attribute.location)
        case "Binding":
            return try bindingVariable(declaration, type: declaredType, initializer: initializer, at: attribute.location)
        case _ where propertyWrapperType(named: attribute.name):
            return try customWrappedVariable(declaration, attribute, at: location)
        default:
            throw Checker.unsupportedLibraryName(attribute.name, at: attribute.location, attribute: true)
                    ?? Diagnostic("unknown attribute '\(attribute.name)'", at: attribute.location)
        }
    }

    func plainVariable(
        _ declaration: VariableDeclaration, type: SessionType?, initializer: Checked?, at location: SourceLocation
    ) throws -> Executor {
        guard let variableType = type ?? initializer?.type else {
            throw Diagnostic("type annotation missing in pattern", at: declaration.nameLocation)
        }
        // `var selection: Int?` starts as nil, as Swift initializes an optional `var` (not a `let`).
        let startsNil = initializer == nil && !declaration.isConstant && variableType.isOptional
        let variable = try declareVariable(
            declaration.name, type: variableType, isConstant: declaration.isConstant, at: declaration.nameLocation,
            isInitialized: initializer != nil || startsNil)
        let slot = variable.slot
        if startsNil {
            return { execution in
                execution.frame.declare(.none, at: slot, in: execution)
                return .proceed
            }
        }
        guard let evaluate = initializer?.evaluate else {
            return { execution in
                execution.frame.store(Box(.void, bornIn: execution.journal), at: slot)
                return .proceed
            }
        }
        return { execution in
            let value = try evaluate(execution)
            execution.withCurrentFrame { $0.declare(value, at: slot, in: execution) }
            return .proceed
        }
    }

    /// `@State var x = v` declares `_x: State<T>`, and `x` and `$x` through it.
    private func stateVariable(
        _ declaration: VariableDeclaration, type: SessionType?, initializer: Checked?, at location: SourceLocation
    ) throws -> Executor {
        guard let valueType = type ?? initializer?.type else {
            throw Diagnostic("type annotation missing in pattern", at: declaration.nameLocation)
        }
        if initializer == nil, !valueType.isOptional {
            throw Diagnostic(
                "missing argument for parameter 'wrappedValue' in property wrapper initializer; add 'wrappedValue' and 'wrappedValue' arguments in '@State(...)'",
                at: location)
        }
        let backing = try declareWrapper(declaration, wrapper: .state, valueType: valueType, isInitialized: true)
        let slot = backing.slot
        let evaluate = initializer?.evaluate ?? { _ in .none }
        return { execution in
            execution.frame.store(Box(.state(Box(try evaluate(execution)))), at: slot)
            return .proceed
        }
    }

    /// `@Binding var b: T` declares `_b: Binding<T>`, assigned later with `_b = someBinding`.
    private func bindingVariable(
        _ declaration: VariableDeclaration, type: SessionType?, initializer: Checked?, at location: SourceLocation
    ) throws -> Executor {
        if initializer != nil {
            throw Diagnostic(
                "'@Binding' cannot be given a value here; declare it without one and assign '_\(declaration.name) = someBinding'",
                at: location)
        }
        guard let valueType = type else {
            throw Diagnostic("type annotation missing in pattern", at: declaration.nameLocation)
        }
        let backing = try declareWrapper(declaration, wrapper: .binding, valueType: valueType, isInitialized: false)
        let slot = backing.slot
        return { execution in
            execution.frame.store(Box(.void, bornIn: execution.journal), at: slot)
            return .proceed
        }
    }

    private func declareWrapper(
        _ declaration: VariableDeclaration, wrapper: NameEntry.Wrapper, valueType: SessionType, isInitialized: Bool
    ) throws -> Variable {
        let name = declaration.name
        for taken in [name, "_" + name, "$" + name] where scope.entries[taken] != nil && !mayRedeclare(taken) {
            throw Diagnostic("invalid redeclaration of '\(taken)'", at: declaration.nameLocation)
        }
        let wrapperType: SessionType = wrapper == .state ? .state(valueType) : .binding(valueType)
        let backing = try declareVariable(
            "_" + name, type: wrapperType, isConstant: false, at: declaration.nameLocation,
            isInitialized: isInitialized)
        scope.declare(name, .wrappedValue(backing: backing, wrapper: wrapper, valueType: valueType))
        scope.declare("$" + name, .projectedValue(backing: backing, wrapper: wrapper, valueType: valueType))
        noteDeclared(name)
        noteDeclared("$" + name)
        return backing
    }
}
