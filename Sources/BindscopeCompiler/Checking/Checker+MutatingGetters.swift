import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// `mutating get { … }` (the `@Lazy` wrapper of SE-0258) and a struct's `lazy var`, which
// Swift builds on the same thing: a getter that may change `self`. Reading the property is a
// mutating use of its base, so the base must be a variable (swiftc: "cannot use mutating
// getter on immutable value: 'r' is a 'let' constant"), and what the getter left in `self`
// is written back, as a mutating method's `self` is.
//
// A struct's `lazy var total: Int = { … }()` is, as Swift lowers it, a stored
// `$__lazy_storage_$_total: Int?` (nil until the first read; printed and dumped under that
// name, and taken by the memberwise initializer as `total: Int? = nil`) and a computed
// `total` whose mutating getter fills the storage and whose setter overwrites it.

extension Checker {
    /// The getter of a `mutating get` property, registered as a mutating method returning
    /// the value (compiled with the other accessors, in `compileMutatingGetter`).
    public func registerMutatingGetter(_ property: ComputedProperty, of type: NominalType) throws {
        guard let location = property.mutatingGetterLocation else { return }
        if type.isClass { throw Diagnostic("'mutating' is not valid on getters in classes", at: location) }
        if property.isStatic { throw Diagnostic("static functions must not be declared mutating", at: location) }
        let valueType = try resolve(property.type)
        type.members.mutatingGetters[property.name] = UserMethod(
            name: property.name, parameters: [], resultType: valueType, kind: .instance(isMutating: true),
            throwsErrors: false, location: location)
        implicitCalls.hasAccessors = true
    }

    public func compileMutatingGetter(_ property: ComputedProperty, of type: NominalType) throws {
        guard let method = type.members.mutatingGetters[property.name] else { return }
        try compile(
            method, [], property.body, closingBrace: property.nameLocation, canThrow: false,
            selfType: .nominal(type), typeName: type.name, initialValue: nil, declarationName: property.name)
    }

    /// What `execution.computedProperty` runs for such a property, where no place is at hand
    /// (a protocol witness, a key path): the getter on a copy, whose changes are dropped.
    public static func mutatingGetterOnCopy(_ getter: UserMethod) -> FunctionValue {
        FunctionValue { execution, arguments in
            try Checker.runMutatingGetter(getter, on: arguments[0], in: execution).value
        }
    }

    /// Runs the getter on `owner`: the value read, and `self` as the getter left it.
    public static func runMutatingGetter(_ getter: UserMethod, on owner: Value, in execution: Execution) throws -> (value: Value, owner: Value) {
        guard let body = getter.body else { throw RuntimeError.fatal("mutating getter cannot run: its declaration failed") }
        let box = Box(owner)
        let value = try body.invoke(execution, [.state(box)])
        return (value, box.value)
    }

    /// `r.total` where `total` has a mutating getter: needs `r` mutable, and writes it back.
    public func mutatingGetterRead(of base: Checked, _ type: NominalType, _ name: String, at location: SourceLocation) throws -> Checked? {
        guard let getter = type.members.mutatingGetters[name], let index = type.computedPropertyIndex(named: name) else {
            return nil
        }
        let place = try mutablePlace(base, name, at: location, kind: "getter")
        return Checked(type.computedProperties[index].type) { execution in
            let resolved = try place.resolve(execution)
            let (value, updated) = try Checker.runMutatingGetter(getter, on: try resolved.read(in: execution), in: execution)
            try resolved.modify(execution) { current in
                let old = current
                current = updated
                return { $0 = old }
            }
            return value
        }
    }

    // MARK: lazy var in a struct

    /// `lazy var total = …` in a struct, as Swift builds it: a hidden optional stored field and
    /// a mutating getter that fills it on the first read.
    public func structLazyProperty(_ property: VariableDeclaration, of type: NominalType) throws {
        let (valueType, compute) = try lazyInitializer(property, of: type)
        var storage = NominalType.StoredProperty(
            name: "$__lazy_storage_$_" + property.name, type: .optional(valueType), isConstant: false,
            defaultValue: Checked(.optional(valueType)) { _ in .none }, isWrapped: false)
        storage.lazyName = property.name
        let storageIndex = type.storedProperties.count
        type.storedProperties.append(storage)
        type.lazyStorageFields.insert(storageIndex)

        let getter = UserMethod(
            name: property.name, parameters: [], resultType: valueType, kind: .instance(isMutating: true),
            throwsErrors: false, location: property.nameLocation)
        getter.body = FunctionValue { execution, arguments in
            guard case .state(let box) = arguments[0], case .structure(var instance) = box.value else {
                preconditionFailure("lazy property read without its instance")
            }
            if case .some(let value) = instance.fields[storageIndex] { return value }
            let value = try compute(execution, box.value)
            instance.fields[storageIndex] = .some(value)
            box.value = .structure(instance)
            return value
        }
        let setter = UserMethod(
            name: property.name,
            parameters: [DeclaredFunction.Parameter(
                label: nil, name: "newValue", type: valueType, isInout: false, isVariadic: false, defaultValue: nil)],
            resultType: .void, kind: .instance(isMutating: true), throwsErrors: false, location: property.nameLocation)
        setter.body = FunctionValue { _, arguments in
            guard case .state(let box) = arguments[0], case .structure(var instance) = box.value else {
                preconditionFailure("lazy property written without its instance")
            }
            instance.fields[storageIndex] = .some(arguments[1])
            box.value = .structure(instance)
            return .void
        }
        type.members.mutatingGetters[property.name] = getter
        type.members.setters[property.name] = setter
        type.computedProperties.append(NominalType.ComputedProperty(
            name: property.name, type: valueType, body: Checker.mutatingGetterOnCopy(getter)))
        implicitCalls.hasAccessors = true
    }
}
