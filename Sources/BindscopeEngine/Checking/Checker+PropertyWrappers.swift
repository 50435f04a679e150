import BindscopeLanguage

// The session's own property wrappers (`@propertyWrapper struct XBinding<Value>`), applied
// as Swift's compiler applies them: `@W(arguments) var x: T = v` declares the storage
// `_x = W(wrappedValue: v, arguments)` (or `W(arguments)` without a value), `x` reads and
// writes `_x.wrappedValue`, and `$x` is `_x.projectedValue` when the wrapper has one.

extension Checker {
    /// `_x.member`, the expression a wrapped name stands for.
    static func wrapperAccess(_ backing: String, _ member: String, at location: SourceLocation) -> Expression {
        Expression(.member(base: Expression(.identifier(backing), at: location), name: member, nameLocation: location), at: location)
    }

    /// The session's property wrapper type an attribute names, if it names one.
    func propertyWrapperType(named name: String) -> Bool {
        if let template = genericTypes[name], case .structure(let declaration) = template.declaration {
            return declaration.attributes.contains("propertyWrapper")
        }
        return userType(named: name)?.isPropertyWrapper ?? false
    }

    /// `W(wrappedValue: v, arguments)`, `W(arguments)` or `W()`: what makes a wrapped
    /// variable's storage.
    /// `declaredType`: the variable's written type, which the value takes (`@W var x: Double
    /// = 5` wraps a Double, as Swift types the initial value by the declaration).
    func wrapperInitialization(
        _ attribute: Attribute, initialValue: Expression?, declaredType: TypeSyntax?, at location: SourceLocation
    ) -> Expression {
        var arguments = attribute.arguments ?? []
        if var initialValue {
            if let declaredType {
                initialValue = Expression(.cast(initialValue, kind: .coerce, type: declaredType), at: initialValue.location)
            }
            arguments.insert(Argument(label: "wrappedValue", value: initialValue, location: initialValue.location), at: 0)
        }
        let callee = Expression(.identifier(attribute.name), at: attribute.location)
        return Expression(.call(callee: callee, arguments: arguments), at: location)
    }

    /// `@W var x = v` in a body or at the session's level: the storage `_x` as a variable,
    /// then `x` and `$x` as names for its members.
    func customWrappedVariable(_ declaration: VariableDeclaration, _ attribute: Attribute, at location: SourceLocation) throws -> Executor {
        let name = declaration.name
        for taken in [name, "_" + name, "$" + name] where scope.entries[taken] != nil && !mayRedeclare(taken) {
            throw Diagnostic("invalid redeclaration of '\(taken)'", at: declaration.nameLocation)
        }
        var storage = declaration
        storage.attributes = []
        storage.name = "_" + name
        storage.isConstant = false
        storage.type = nil
        let initializer: Checked
        if declaration.initializer == nil, attribute.arguments == nil, let declared = try declaration.type.map(resolve) {
            // `@W var x: T` with no value: `W()`, of the instance whose wrapped value is a T.
            let wrapperType = try wrapperInstance(named: attribute.name, wrapping: declared, at: attribute.location)
            initializer = try self.initializer(of: wrapperType, [], expecting: wrapperType, at: attribute.location)
        } else {
            initializer = try checkValue(wrapperInitialization(
                attribute, initialValue: declaration.initializer, declaredType: declaration.type, at: attribute.location))
        }
        let declare = try plainVariable(storage, type: nil, initializer: initializer, at: location)
        guard case .variable(let backing)? = scope.lookup(storage.name), case .nominal(let wrapper) = backing.type else {
            throw Diagnostic("'\(attribute.name)' is not a property wrapper type", at: attribute.location)
        }
        let valueType = try check(Checker.wrapperAccess(storage.name, "wrappedValue", at: location)).type
        if let declared = try declaration.type.map(resolve), declared != valueType {
            throw Diagnostic(
                "property type '\(declared.displayName)' does not match 'wrappedValue' type '\(valueType.displayName)'",
                at: declaration.nameLocation)
        }
        scope.declare(name, .wrappedValue(backing: backing, wrapper: .custom(wrapper), valueType: valueType))
        noteDeclared(name)
        if let projected = try? check(Checker.wrapperAccess(storage.name, "projectedValue", at: location)).type {
            scope.declare("$" + name, .projectedValue(backing: backing, wrapper: .custom(wrapper), valueType: projected))
            noteDeclared("$" + name)
        }
        return declare
    }

    // MARK: Wrapped stored properties

    /// `@XStateV1 var person = Person(…)` in a struct: the stored property `_person` of the
    /// wrapper's type; the memberwise initializer takes `person:` (the wrapped value) when
    /// the wrapper can be made from one, else the wrapper itself, as Swift decides.
    func customWrappedStoredProperty(_ property: VariableDeclaration, _ attribute: Attribute, of type: NominalType) throws {
        let storedName = "_" + property.name
        if type.storedPropertyIndex(named: storedName) != nil {
            throw Diagnostic("invalid redeclaration of '\(property.name)'", at: property.nameLocation)
        }
        let declared = try property.type.map(resolve)
        let context = FunctionContext(enclosing: nil, selfType: nil, resultType: nil)
        var defaultValue: Checked?
        var wrapperType: SessionType
        if property.initializer != nil || attribute.arguments != nil {
            let initialization = wrapperInitialization(
                attribute, initialValue: property.initializer, declaredType: property.type, at: attribute.location)
            let checked = try inFunction(context, parent: nil) { try checkValue(initialization) }
            defaultValue = checked
            wrapperType = checked.type
        } else if let declared {
            wrapperType = try wrapperInstance(named: attribute.name, wrapping: declared, at: attribute.location)
        } else {
            throw Diagnostic("type annotation missing in pattern", at: property.nameLocation)
        }
        guard case .nominal(let wrapper) = wrapperType else {
            throw Diagnostic("'\(attribute.name)' is not a property wrapper type", at: attribute.location)
        }
        var stored = NominalType.StoredProperty(
            name: storedName, type: wrapperType, isConstant: false, defaultValue: defaultValue, wrapper: .custom(wrapper))
        if let valueType = wrappedValueType(of: wrapper), let make = try wrappedValueConstruction(wrapperType, valueType, attribute) {
            if let declared, declared != valueType {
                throw Diagnostic(
                    "property type '\(declared.displayName)' does not match 'wrappedValue' type '\(valueType.displayName)'",
                    at: property.nameLocation)
            }
            stored.wrappedValueInitializer = (valueType, make)
        }
        type.storedProperties.append(stored)
    }

    /// The type of a wrapper's `wrappedValue`.
    func wrappedValueType(of wrapper: NominalType) -> SessionType? {
        if let index = wrapper.storedPropertyIndex(named: "wrappedValue") { return wrapper.storedProperties[index].type }
        if let index = wrapper.computedPropertyIndex(named: "wrappedValue") { return wrapper.computedProperties[index].type }
        return nil
    }

    /// The instance of a generic wrapper whose `wrappedValue` is a `wrapped`: `XBinding<Int>`
    /// for `@XBinding var x: Int`.
    private func wrapperInstance(named name: String, wrapping wrapped: SessionType, at location: SourceLocation) throws -> SessionType {
        guard let template = genericTypes[name], case .structure(let declaration) = template.declaration else {
            return try resolve(.named(name, genericArguments: [], location: location))
        }
        let names = Set(template.parameterNames)
        var bindings: [String: SessionType] = [:]
        for member in declaration.members {
            switch member {
            case .stored(let property) where property.name == "wrappedValue":
                if let syntax = property.type { try unify(syntax, wrapped, names, &bindings, at: location) }
            case .computed(let property) where property.name == "wrappedValue":
                try unify(property.type, wrapped, names, &bindings, at: location)
            default:
                continue
            }
        }
        let arguments = try template.parameterNames.map { parameter in
            guard let bound = bindings[parameter] else {
                throw Diagnostic("generic parameter '\(parameter)' could not be inferred", at: location)
            }
            return bound
        }
        return .nominal(try instantiate(template, arguments, at: location))
    }

    /// How the memberwise initializer makes the wrapper from a wrapped value:
    /// `W(wrappedValue: value, attribute's arguments)`, when `W` has such an initializer.
    private func wrappedValueConstruction(_ wrapperType: SessionType, _ valueType: SessionType, _ attribute: Attribute) throws -> FunctionValue? {
        let context = FunctionContext(enclosing: nil, selfType: nil, resultType: nil)
        let location = attribute.location
        let parameterName = " wrapped value"
        let construction: Checked? = try inFunction(context, parent: nil) {
            let variable = Variable(name: parameterName, type: valueType, isConstant: true, owner: context, location: location)
            scope.declare(parameterName, .variable(variable))
            let value = Expression(.identifier(parameterName), at: location)
            let arguments = [Argument(label: "wrappedValue", value: value, location: location)] + (attribute.arguments ?? [])
            return try? initializer(of: wrapperType, arguments, expecting: wrapperType, at: location)
        }
        guard let construction else { return nil }
        let locals = context.localCount, evaluate = construction.evaluate
        return FunctionValue { execution, arguments in
            let frame = Frame(localCount: locals, captures: [])
            frame.locals[0] = Box(arguments[0])
            return try execution.call(in: frame) { try evaluate(execution) }
        }
    }

    /// `view.x` and `view.$x` for a struct's custom-wrapped `x` (stored as `_x`).
    func customWrapperMember(of base: Checked, _ type: NominalType, _ name: String, at location: SourceLocation) throws -> Checked? {
        let isProjection = name.hasPrefix("$")
        let storedName = "_" + (isProjection ? String(name.dropFirst()) : name)
        guard let index = type.storedPropertyIndex(named: storedName), case .custom = type.storedProperties[index].wrapper else {
            return nil
        }
        let storage = try wrapperStorage(of: base, storedName, at: location)
        return try member(of: storage, isProjection ? "projectedValue" : "wrappedValue", at: location)
    }

    /// `view._text`, the storage a wrapped name stands for, reached on the compiler's
    /// behalf: written by hand outside the type it is private.
    func wrapperStorage(of base: Checked, _ storedName: String, at location: SourceLocation) throws -> Checked {
        let saved = readsWrapperStorage
        readsWrapperStorage = true
        defer { readsWrapperStorage = saved }
        return try member(of: base, storedName, at: location)
    }

    /// `_x` of a wrapped field, from outside the type's own members: private in Swift.
    func requireStorageAccess(_ type: NominalType, _ name: String, at location: SourceLocation) throws {
        guard !readsWrapperStorage, name.hasPrefix("_"), let index = type.storedPropertyIndex(named: name),
            type.storedProperties[index].wrapper != nil
        else { return }
        if let selfType = implicitSelf()?.type, selfType.nominalType === type { return }
        throw Diagnostic("'\(name)' is inaccessible due to 'private' protection level", at: location)
    }
}
