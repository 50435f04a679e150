import BindscopeLanguage
import BindscopeRuntime

extension Checker {
    /// `let`/`var`, and `@W var` for any property wrapper (`@State`, `@Binding`, the
    /// session's own). The initializer is checked before the name exists, so `var x = x + 1`
    /// reads an outer `x`, as in Swift.
    public func variableDeclaration(_ declaration: VariableDeclaration, at location: SourceLocation) throws -> Executor {
        if let ownership = declaration.modifiers.first(where: { $0 == "weak" || $0 == "unowned" }) {
            return try ownershipVariable(declaration, ownership, at: location)
        }
        if let attribute = declaration.attributes.first {
            guard declaration.attributes.count == 1 else {
                throw Diagnostic("only one property wrapper per variable is supported in sessions", at: declaration.attributes[1].location)
            }
            guard propertyWrapperType(named: attribute.name) else {
                throw Checker.unsupportedLibraryName(attribute.name, at: attribute.location, attribute: true)
                    ?? Diagnostic("unknown attribute '\(attribute.name)'", at: attribute.location)
            }
            guard !declaration.isConstant else {
                throw Diagnostic("property wrapper can only be applied to a 'var'", at: attribute.atSignLocation)
            }
            // Its value initializes the wrapper: checked there, against `wrappedValue`.
            return try wrappedVariable(declaration, attribute, at: location)
        }
        let unwrapped = declaration.type?.implicitlyUnwrappedWrapped
        let declaredType = try unwrapped.map { SessionType.optional(try resolve($0)) }
            ?? declaration.type.map { try resolveAnnotation($0, initializer: declaration.initializer) }
        let initializer: Checked? = try declaration.initializer.map { expression in
            if let declaredType { return try check(expression, as: declaredType, in: .initialization) }
            // `let y = x` with `x: Int!`: `y` is an `Int?`.
            keepsOptional(expression)
            return try checkValue(expression)
        }
        let executor = try plainVariable(declaration, type: declaredType, initializer: initializer, at: location)
        if unwrapped != nil, case .variable(let variable)? = scope.lookup(declaration.name) { markImplicitlyUnwrapped(variable) }
        return executor
    }

    public func plainVariable(
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
        // `plainDeclaration` makes the same, for a value checked once for many lines alike.
        return { execution in
            let value = try evaluate(execution)
            execution.withCurrentFrame { $0.declare(value, at: slot, in: execution) }
            return .proceed
        }
    }
}
