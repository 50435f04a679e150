import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// The session's own property wrappers (`@propertyWrapper struct XBinding<Value>`), applied
// as Swift's compiler applies them: `@W(arguments) var x: T = v` declares the storage
// `_x = W(wrappedValue: v, arguments)` (or `W(arguments)` without a value), `x` reads and
// writes `_x.wrappedValue`, and `$x` is `_x.projectedValue` when the wrapper has one.

extension Checker {
    /// `_x.member`, the expression a wrapped name stands for.
    public static func wrapperAccess(_ backing: String, _ member: String, at location: SourceLocation) -> Expression {
        wrapperAccess(Expression(.identifier(backing), at: location), member, at: location)
    }

    public static func wrapperAccess(_ storage: Expression, _ member: String, at location: SourceLocation) -> Expression {
        Expression(.member(base: storage, name: member, nameLocation: location), at: location)
    }

    /// Whether an attribute names a property wrapper type: the prelude's (`State`, `Binding`)
    /// or one the session declared with `@propertyWrapper`.
    public func propertyWrapperType(named name: String) -> Bool {
        if PreludeWrapper.all[name] != nil { return true }
        if let template = declared.genericTypes[name] {
            switch template.declaration {
            case .structure(let declaration): return declaration.attributes.contains("propertyWrapper")
            case .enumeration(let declaration): return declaration.attributes.contains("propertyWrapper")
            }
        }
        return userType(named: name)?.isPropertyWrapper ?? false
    }

    /// `W(wrappedValue: v, arguments)`, `W(arguments)` or `W()`: what makes a wrapped
    /// variable's storage.
    /// `declaredType`: the variable's written type, which the value takes (`@W var x: Double
    /// = 5` wraps a Double, as Swift types the initial value by the declaration).
    public func wrapperInitialization(
        _ attribute: Attribute, initialValue: Expression?, declaredType: TypeSyntax?, at location: SourceLocation
    ) -> Expression {
        var arguments = attribute.arguments ?? []
        if var initialValue {
            if let declaredType {
                initialValue = Expression(.cast(initialValue, kind: .coerce, type: declaredType), at: initialValue.location)
            }
            // The compiler writes this argument, so it is placed at the attribute, as Swift
            // places errors about it (a wrapper without `init(wrappedValue:)`).
            arguments.insert(Argument(label: "wrappedValue", value: initialValue, location: attribute.location), at: 0)
        }
        let callee = Expression(.identifier(attribute.name), at: attribute.location)
        return Expression(.call(callee: callee, arguments: arguments), at: location)
    }

    /// `W(wrappedValue: v as T, arguments)` checked. When it fails for a value that is no `T`,
    /// that is the error, in Swift's words for it (`cannot convert value of type 'Int' to
    /// specified type 'String'`): checked only then, so a good declaration checks `v` once.
    public func checkedWrapperInitialization(
        _ attribute: Attribute, initialValue: Expression?, declaredSyntax: TypeSyntax?, declared: SessionType?
    ) throws -> Checked {
        do {
            return try checkValue(wrapperInitialization(
                attribute, initialValue: initialValue, declaredType: declaredSyntax, at: attribute.location))
        } catch {
            if let declared, let initialValue { _ = try check(initialValue, as: declared, in: .initialization) }
            throw error
        }
    }

    /// `@W var x = v` in a body or at the session's level: the storage `_x` as a variable,
    /// then `x` and `$x` as names for its members. Declared without a value (`@W var x: T`),
    /// the storage is `W()` when the wrapper has such an initializer (`State<Int?>()`), else
    /// it waits for its first assignment, to `_x` or to `x`, as Swift's definite
    /// initialization allows (`@Binding var b: T` then `_b = $x`).
    public func wrappedVariable(_ declaration: VariableDeclaration, _ attribute: Attribute, at location: SourceLocation) throws -> Executor {
        let name = declaration.name
        try requirePublishedInClass(attribute, in: nil)
        for taken in [name, "_" + name, "$" + name] where scope.entries[taken] != nil && !mayRedeclare(taken) {
            throw Diagnostic("invalid redeclaration of '\(taken)'", at: declaration.nameLocation)
        }
        var storage = declaration
        storage.attributes = []
        storage.name = "_" + name
        storage.isConstant = false
        storage.type = nil
        let declared = try declaration.type.map { try resolveAnnotation($0, initializer: declaration.initializer) }
        let initializer: Checked?
        let storageType: SessionType
        if declaration.initializer != nil || attribute.arguments != nil {
            let checked = try checkedWrapperInitialization(
                attribute, initialValue: declaration.initializer, declaredSyntax: declaration.type, declared: declared)
            initializer = checked
            storageType = checked.type
        } else if let declared {
            storageType = try wrapperInstance(named: attribute.name, wrapping: declared, at: attribute.location)
            initializer = try? self.initializer(of: storageType, [], expecting: storageType, at: attribute.location)
        } else {
            throw Diagnostic("type annotation missing in pattern", at: declaration.nameLocation)
        }
        guard storageType.propertyWrapperAttribute != nil, let valueType = wrappedValueType(ofStorage: storageType) else {
            throw Diagnostic("'\(attribute.name)' is not a property wrapper type", at: attribute.location)
        }
        if let declared, declared != valueType {
            throw Diagnostic(
                "property type '\(declared.displayName)' does not match 'wrappedValue' type '\(valueType.displayName)'",
                at: declaration.nameLocation)
        }
        let declare = try plainVariable(storage, type: storageType, initializer: initializer, at: location)
        guard case .variable(let backing)? = lookup(storage.name) else { preconditionFailure("storage not declared") }
        scope.declare(name, .wrappedValue(backing: backing, valueType: valueType))
        noteDeclared(name)
        if let projected = projectedValueType(ofStorage: storageType) {
            scope.declare("$" + name, .projectedValue(backing: backing, projectedType: projected))
            noteDeclared("$" + name)
        }
        return declare
    }

    // MARK: Wrapped stored properties

    /// `@XStateV1 var person = Person(…)` or `@State var count = 0` in a struct: the stored
    /// property `_person` of the wrapper's type; the memberwise initializer takes `person:`
    /// (the wrapped value) when the wrapper can be made from one, else the wrapper itself
    /// (`@Binding var x: Int` takes `x: Binding<Int>`), as Swift decides. Without a value the
    /// wrapper is `W()` when it has that initializer (`State<Int?>()`), else the memberwise
    /// initializer or an `init` must give one.
    public func wrappedStoredProperty(_ property: VariableDeclaration, _ attribute: Attribute, of type: NominalType) throws {
        let storedName = "_" + property.name
        try requirePublishedInClass(attribute, in: type)
        if type.storedPropertyIndex(named: storedName) != nil {
            throw Diagnostic("invalid redeclaration of '\(property.name)'", at: property.nameLocation)
        }
        let declared = try property.type.map(resolve)
        let context = FunctionContext(enclosing: nil, selfType: nil, resultType: nil)
        var defaultValue: Checked?
        var wrapperType: SessionType
        if property.initializer != nil || attribute.arguments != nil {
            let checked = try inFunction(context, parent: nil) {
                try checkedWrapperInitialization(
                    attribute, initialValue: property.initializer, declaredSyntax: property.type, declared: declared)
            }
            defaultValue = checked
            wrapperType = checked.type
        } else if let declared {
            wrapperType = try wrapperInstance(named: attribute.name, wrapping: declared, at: attribute.location)
            defaultValue = try inFunction(context, parent: nil) {
                try? initializer(of: wrapperType, [], expecting: wrapperType, at: attribute.location)
            }
        } else {
            throw Diagnostic("type annotation missing in pattern", at: property.nameLocation)
        }
        guard wrapperType.propertyWrapperAttribute != nil, let valueType = wrappedValueType(ofStorage: wrapperType) else {
            throw Diagnostic("'\(attribute.name)' is not a property wrapper type", at: attribute.location)
        }
        if let declared, declared != valueType {
            throw Diagnostic(
                "property type '\(declared.displayName)' does not match 'wrappedValue' type '\(valueType.displayName)'",
                at: property.nameLocation)
        }
        var stored = NominalType.StoredProperty(
            name: storedName, type: wrapperType, isConstant: false, defaultValue: defaultValue, isWrapped: true)
        if let make = try wrappedValueConstruction(wrapperType, valueType, attribute) {
            stored.wrappedValueInitializer = (valueType, make)
        }
        type.storedProperties.append(stored)
    }

    /// The type of `wrappedValue` of a wrapper of type `storage`.
    public func wrappedValueType(ofStorage storage: SessionType) -> SessionType? {
        wrapperPropertyType(storage, "wrappedValue")
    }

    /// The type of `projectedValue` of a wrapper of type `storage`, when it has one.
    public func projectedValueType(ofStorage storage: SessionType) -> SessionType? {
        wrapperPropertyType(storage, "projectedValue")
    }

    /// The type of a session wrapper's `wrappedValue`, from its declaration.
    public func wrappedValueType(of wrapper: NominalType) -> SessionType? {
        wrapperPropertyType(.nominal(wrapper), "wrappedValue")
    }

    /// A wrapper property's type: a session wrapper's from its declaration (its members may
    /// not be checked yet while types are being declared), a prelude wrapper's from its
    /// member table, looked up on a stand-in that is never evaluated.
    private func wrapperPropertyType(_ storage: SessionType, _ name: String) -> SessionType? {
        if case .nominal(let wrapper) = storage {
            if let index = wrapper.storedPropertyIndex(named: name) { return wrapper.storedProperties[index].type }
            if let index = wrapper.computedPropertyIndex(named: name) { return wrapper.computedProperties[index].type }
            return nil
        }
        let standIn = Checked(storage) { _ in preconditionFailure("a wrapper's member type is only checked") }
        return try? member(of: standIn, name, at: SourceLocation(line: 0, column: 0)).type
    }

    /// The instance of a generic wrapper whose `wrappedValue` is a `wrapped`: `XBinding<Int>`
    /// for `@XBinding var x: Int`, `State<Int>` for `@State var x: Int`.
    private func wrapperInstance(named name: String, wrapping wrapped: SessionType, at location: SourceLocation) throws -> SessionType {
        if let prelude = PreludeWrapper.all[name] { return prelude.instance(wrapped) }
        guard let template = declared.genericTypes[name], case .structure(let declaration) = template.declaration else {
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
            let variable = Variable(name: parameterName, type: valueType, isConstant: true, owner: context)
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

    /// `view.x` and `view.$x` for a struct's wrapped `x` (stored as `_x`): its storage's
    /// `wrappedValue` and `projectedValue`. State's and Binding's setters are nonmutating,
    /// so `view.count = 1` works through a `let view`, as in SwiftUI.
    public func wrapperMember(of base: Checked, _ type: NominalType, _ name: String, at location: SourceLocation) throws -> Checked? {
        guard type.hasWrappedProperties else { return nil }
        let isProjection = name.hasPrefix("$")
        let storedName = "_" + (isProjection ? String(name.dropFirst()) : name)
        guard let index = type.storedPropertyIndex(named: storedName), type.storedProperties[index].isWrapped else {
            return nil
        }
        let storage = try wrapperStorage(of: base, storedName, at: location)
        return try member(of: storage, isProjection ? "projectedValue" : "wrappedValue", at: location)
    }

    /// `view._text`, the storage a wrapped name stands for, reached on the compiler's
    /// behalf: written by hand outside the type it is private.
    /// Until an initializer has set it, the storage is empty, and using it traps (Swift
    /// rejects an `init` that uses it first or never sets it), unless `allowingEmpty` (to
    /// test whether it is set).
    public func wrapperStorage(
        of base: Checked, _ storedName: String, at location: SourceLocation, allowingEmpty: Bool = false
    ) throws -> Checked {
        let saved = readsWrapperStorage
        readsWrapperStorage = true
        defer { readsWrapperStorage = saved }
        let storage = try member(of: base, storedName, at: location)
        guard !allowingEmpty else { return storage }
        let evaluate = storage.evaluate
        return Checked(storage.type, readingThrough: storage.place) { execution in
            let value = try evaluate(execution)
            if case .void = value {
                throw RuntimeError(.other("'self.\(storedName.dropFirst())' used before being initialized"), at: location)
            }
            return value
        }
    }

    /// `_x` of a wrapped field, from outside the type's own members: private in Swift.
    public func requireStorageAccess(_ type: NominalType, _ name: String, at location: SourceLocation) throws {
        guard !readsWrapperStorage, name.hasPrefix("_"), let index = type.storedPropertyIndex(named: name),
            type.storedProperties[index].isWrapped
        else { return }
        if let selfType = implicitSelf()?.type, selfType.nominalType === type { return }
        throw Diagnostic("'\(name)' is inaccessible due to 'private' protection level", at: location)
    }
}
