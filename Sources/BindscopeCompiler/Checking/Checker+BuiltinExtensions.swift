import BindscopeLanguage
import BindscopeRuntime

/// What a session's `extension` adds to a built-in type (`extension Int { … }`), or to each
/// concrete type a generic library extension reaches (`[Int]` for `extension Collection`):
/// computed properties and their setters, methods, subscripts, initializers and static
/// properties, kept in that type's table in `extensionRegistry.builtin`. `Result`, an enum
/// type here, takes them into its own tables, as a session enum does.
extension Checker {
    /// Built-in types an `extension` may add methods and computed properties to.
    public func extensibleBuiltinType(named name: String) -> SessionType? {
        switch name {
        case "Int": .int
        case "Double": .double
        case "String": .string
        case "Substring": .substring
        case "Bool": .bool
        case "Character": .character
        case "Float": .float
        default: IntegerWidth(rawValue: name).map { .sizedInteger($0) }
        }
    }

    /// `extension Double { static let tau = 2 * Double.pi }`, `extension Int { static var
    /// created = 0 }`: computed once, on first use.
    private func builtinStaticStored(_ property: VariableDeclaration, of type: SessionType, into table: UserMembers) throws {
        if !property.isConstant, options.checksConcurrencySafety {
            throw Diagnostic(
                "static property '\(property.name)' is not concurrency-safe because it is nonisolated global shared mutable state",
                at: property.nameLocation)
        }
        guard let initializer = property.initializer else {
            throw Diagnostic(
                "'static \(property.isConstant ? "let" : "var")' declaration requires an initializer expression",
                at: property.nameLocation)
        }
        if table.staticProperties[property.name] != nil || table.mutableStaticProperties[property.name] != nil {
            throw Diagnostic("invalid redeclaration of '\(property.name)'", at: property.nameLocation)
        }
        let declared = try property.type.map(resolve)
        let context = FunctionContext(enclosing: nil, selfType: .metatype(type), resultType: nil)
        let checked = try inFunction(context, parent: nil) {
            if let declared { return try check(initializer, as: declared, in: .initialization) }
            return try checkValue(initializer)
        }
        if property.isConstant {
            table.staticProperties[property.name] = StaticProperty(type: checked.type, initializer: checked.evaluate)
        } else {
            table.mutableStaticProperties[property.name] = MutableStaticProperty(type: checked.type, initializer: checked.evaluate)
        }
    }

    /// `extension Int { var squared: Int { self * self }; func doubled() -> Int { … } }`
    public func builtinExtension(_ declaration: ExtensionDeclaration, of type: SessionType) throws {
        if case .nominal(let nominal) = type {
            // `extension Result { var isSuccess: Bool { … } }`: one specialization's members.
            return try extend(nominal, with: declaration)
        }
        // `static var shared: Self { … }`: a static getter (and setter) method.
        var declaration = declaration
        declaration.members = Checker.staticPropertiesAsMethods(declaration.members)
        let table = extensionRegistry.builtin[type] ?? UserMembers()
        let saved = table.copy()
        extensionRegistry.builtin[type] = table
        do {
            for member in declaration.members {
                switch member {
                case .stored(let property) where property.isStatic:
                    try builtinStaticStored(property, of: type, into: table)
                case .stored(let property):
                    throw Diagnostic("extensions must not contain stored properties", at: property.nameLocation)
                case .computed(let property):
                    if property.isStatic {
                        throw Diagnostic(
                            "class properties are only allowed within classes; use 'static' to declare a static property",
                            at: property.nameLocation)
                    }
                    if table.computedProperties[property.name] != nil {
                        throw Diagnostic("invalid redeclaration of '\(property.name)'", at: property.nameLocation)
                    }
                    let propertyType = try resolve(property.type)
                    table.computedProperties[property.name] = (propertyType, nil)
                    if let setter = property.setter {
                        table.setters[property.name] = builtinSetter(setter, property.name, propertyType)
                        implicitCalls.hasAccessors = true
                    }
                case .function, .subscriptDeclaration, .deinitializer, .initializer:
                    continue
                }
            }
            try registerMethods(declaration.members, selfType: type, into: table, inTypeBody: false)
            for case .computed(let property) in declaration.members {
                let resultType = table.computedProperties[property.name]!.type
                let context = FunctionContext(enclosing: nil, selfType: type, resultType: resultType)
                let body = try inFunction(context, parent: nil) {
                    declareSelf(in: context, at: property.nameLocation)
                    return try inNestedScope {
                        try checkFunctionBody(
                            try builderBody(of: property), resultType: resultType, kind: "getter", closingBrace: property.nameLocation)
                    }
                }
                table.computedProperties[property.name]!.body = FunctionValue { execution, arguments in
                    let frame = Frame(localCount: context.localCount, captures: [])
                    frame.locals[0] = Box(arguments[0])
                    return try execution.call(in: frame, function: property.name) {
                        if case .returned(let value) = try body(execution) { return value }
                        return .void
                    }
                }
                if let setter = property.setter, let method = table.setters[property.name] {
                    try compileBuiltinSetter(method, setter, property: property.name, of: type)
                }
            }
            try compileMethods(declaration.members, selfType: type, table: table, typeName: type.displayName) {
                { _ in .void }
            }
            // `extension Int: Describable`: checked once its members are there.
            try conformBuiltin(type, to: declaration.conformances, at: declaration.nameLocation)
        } catch {
            table.restore(from: saved)
            throw error
        }
    }

    /// `set { … }` of a built-in type's computed property: a mutating method taking the new
    /// value (`nonmutating set` takes `self` as it is).
    private func builtinSetter(_ setter: Accessor, _ property: String, _ type: SessionType) -> UserMethod {
        let newValue = FunctionParameter(label: nil, name: setter.parameterName ?? "newValue", type: type, isInout: false, isVariadic: false)
        return UserMethod(
            name: property, parameters: [newValue], resultType: .void, kind: .instance(isMutating: !setter.isNonmutating),
            throwsErrors: false, location: setter.location)
    }

    private func compileBuiltinSetter(_ method: UserMethod, _ setter: Accessor, property: String, of type: SessionType) throws {
        let declaration = FunctionDeclaration(
            modifiers: ["mutating"], modifierLocations: [setter.location], funcLocation: setter.location,
            name: property, nameLocation: setter.location,
            parameters: [FunctionDeclaration.Parameter(
                label: nil, name: method.parameters[0].name, location: setter.location, type: .void(location: setter.location))],
            effect: .none, resultType: nil, body: setter.body, closingBraceLocation: setter.location)
        try compileObserverBody(method, declaration, property: property, selfType: type, typeName: type.displayName)
    }

    /// `5.squared`: a computed property an extension added to a built-in type.
    public func builtinExtensionProperty(of base: Checked, _ name: String) -> Checked? {
        applyElementConstrainedExtensions(to: base.type)
        applyLibraryExtensions(to: base.type)
        guard let table = extensionRegistry.builtin[base.type], let property = table.computedProperties[name] else { return nil }
        let evaluate = base.evaluate
        return Checked(property.type) { execution in
            guard let body = table.computedProperties[name]?.body else { throw RuntimeError.fatal("getter cannot run: its declaration failed") }
            return try body.invoke(execution, [try evaluate(execution)])
        }
    }
}
