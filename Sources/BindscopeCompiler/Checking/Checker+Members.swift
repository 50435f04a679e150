import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime
import StateBinding

extension Checker {
    /// `base.name`, where `base` is checked first (it may be a type: `Int.max`, `Role.engineer`).
    /// `expected`: the context's type, which picks among overloaded methods named as values.
    public func member(
        of base: Expression, _ name: String, at location: SourceLocation, expecting expected: SessionType? = nil
    ) throws -> Checked {
        if isModuleReference(base) { return try moduleMember(name, at: location) }
        if isSwiftModuleReference(base) { return try swiftModuleMember(name, at: location) }
        if isUnicodeScalarReference(base, name) { return Checked(.metatype(.unicodeScalar)) { _ in .metatype(.unicodeScalar) } }
        if isSuperReference(base) { return try superMember(name, at: location) }
        let checkedBase = try checkOperand(base)
        if implicitlyUnwrapped.hasProperties { lastMemberBase = checkedBase.type }
        return try member(of: checkedBase, name, at: location, expecting: expected)
    }

    /// The base of a member access, subscript or call: a value, or a `?`-bound optional.
    public func checkOperand(_ expression: Expression) throws -> Checked {
        if case .bindOptional(let inner) = expression.kind {
            return try bindOptional(inner, at: expression.location)
        }
        return try check(expression)
    }

    public func member(
        of base: Checked, _ name: String, at location: SourceLocation, expecting expected: SessionType? = nil
    ) throws -> Checked {
        applyLibraryExtensionsToResult(base.type)
        // `value.self` is the value itself (and the same place); `Type.self` is the metatype.
        if name == "self" {
            if case .metatype = base.type {} else { return base }
        }
        if case .opaque = base.type { return try member(of: openedForMember(base, name, at: location), name, at: location) }
        if let method = try compoundMethodReference(of: base, name, at: location, expecting: expected) { return method }
        if name == "hashValue", !hasProperty(named: name, in: base.type), isHashable(base.type) {
            // Swift's is seeded per run too: only equal values' hashes agree.
            let evaluate = base.evaluate
            return Checked(.int) { .int(try evaluate($0).hashValue) }
        }
        // A property shares its base name with a method only in the full name (`items` and
        // `items(taggedWith:)`): a bare name is the property.
        if !hasProperty(named: name, in: base.type),
            let method = try userMethodReference(of: base, name, at: location, expecting: expected)
        {
            return method
        }
        switch base.type {
        case .nominal(let type):
            return try nominalMember(of: base, type, name, at: location)
        case .metatype(let type):
            return try staticMember(of: type, name, at: location, receiver: base.evaluate)
        case .binding(let valueType):
            return try bindingMember(of: base, valueType: valueType, name, at: location)
        case .optional(let wrapped):
            // `extension Optional where Wrapped == String { var orEmpty: String … }`
            if let property = builtinExtensionProperty(of: base, name) { return property }
            // Only say "must be unwrapped" when the wrapped type really has the member.
            if memberNames(of: wrapped).contains(name) {
                throw Diagnostic(
                    "value of optional type '\(base.type.displayName)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped.displayName)'",
                    at: location)
            }
        case .tuple:
            if let element = tupleElement(of: base, name, at: location) { return element }
        default:
            if let property = builtinExtensionProperty(of: base, name) { return property }
            if let property = try builtinProperty(of: base, name, at: location) { return property }
            if isBuiltinMethod(name, of: base.type) {
                throw Diagnostic(
                    "instance method '\(name)' of '\(base.type.displayName)' used as a value is not supported in a session; call it",
                    at: location)
            }
        }
        throw noMember(name, of: base.type, at: location)
    }

    private func hasProperty(named name: String, in type: SessionType) -> Bool {
        guard case .nominal(let nominal) = type else {
            // `xs.count` beside an extension's `count(where:)`: the library's property.
            return BuiltinMembers.tables(for: type).contains { $0.property(named: name) != nil }
        }
        return nominal.storedPropertyIndex(named: name) != nil || nominal.computedPropertyIndex(named: name) != nil
    }

    public func noMember(_ name: String, of type: SessionType, at location: SourceLocation) -> Diagnostic {
        if case .tuple = type {
            return Diagnostic("value of tuple type '\(type.displayName)' has no member '\(name)'", at: location)
        }
        if let failure = libraryExtensionFailure(name, of: type) { return failure }
        if let refusal = collectionDefaultRefusal(name, of: type, at: location) { return refusal }
        var message = "value of type '\(type.displayName)' has no member '\(name)'"
        if let suggestion = Suggestions.nearest(to: name, among: memberNames(of: type)) {
            message += "; did you mean '\(suggestion)'?"
        }
        return Diagnostic(message, at: location)
    }

    // MARK: Struct and enum members

    private func nominalMember(
        of base: Checked, _ type: NominalType, _ name: String, at location: SourceLocation
    ) throws -> Checked {
        let evaluate = base.evaluate
        try requirePrivateAccess(type, name, at: location)
        if let wrapped = try wrapperMember(of: base, type, name, at: location) { return wrapped }
        try requireStorageAccess(type, name, at: location)
        if type.isClass, let member = try classMember(of: base, type, name, at: location) { return member }
        if let index = type.storedPropertyIndex(named: name) {
            let property = type.storedProperties[index]
            // An initializer sets `self`'s constants (checked loosely: any value of its type).
            let initializing = function.isInitializer && base.place?.depth == 0 && base.type == function.selfType
            let place = base.place?.appending(
                .fixed(.field(index, name: name)),
                immutability: property.isConstant && !initializing ? .letProperty(name: name) : nil, readsValue: true)
            // Captured as a Place, not a Place?: binding an optional capture retains it.
            guard let place else {
                return Checked(property.type) { execution in
                    guard case .structure(let value) = try evaluate(execution) else { preconditionFailure() }
                    return value.fields[index]
                }
            }
            let read: Evaluator = { execution in
                try Place.read(place, execution) {
                    guard case .structure(let value) = try evaluate(execution) else { preconditionFailure() }
                    return value.fields[index]
                }
            }
            return Checked(property.type, readingThrough: place, read).readingIntAtPlace()
        }
        if let getter = try mutatingGetterRead(of: base, type, name, at: location) { return getter }
        if let index = type.computedPropertyIndex(named: name) {
            let place = base.place?.appending(
                .fixed(.computed(type, index, name: name)), immutability: .getOnly(name: name))
            return Checked(type.computedProperties[index].type, place: place) { execution in
                try execution.computedProperty(type, index, of: evaluate(execution))
            }
        }
        if name == "rawValue", let rawType = type.rawType {
            let place = base.place?.appending(.fixed(.rawValue), immutability: .getOnly(name: name))
            return Checked(rawType, place: place) { execution in
                guard case .enumeration(let type, let index) = try evaluate(execution) else { preconditionFailure() }
                return type.cases[index].rawValue!
            }
        }
        if type.conformances.contains("Error") {
            // `ValidationError.empty.localizedDescription`: what any Error has.
            let nominal = base.type
            let existential = Checked(.error) { .existential(try evaluate($0), nominal) }
            if let property = try builtinProperty(of: existential, name, at: location) { return property }
        }
        if type.kind == .enumeration, type.caseIndex(named: name) != nil {
            throw Diagnostic(
                "enum case '\(name)' cannot be used as an instance member", at: location)
        }
        if let dynamic = try dynamicMember(of: base, type, name, at: location) { return dynamic }
        if let property = try userCollectionProperty(of: base, name, at: location) { return property }
        if let property = try userSequenceProperty(of: base, name, at: location) { return property }
        throw noMember(name, of: .nominal(type), at: location)
    }

    /// `$person.address` where no real member has the name and the type is
    /// `@dynamicMemberLookup` (itself or through a protocol): `subscript(dynamicMember:
    /// \.address)`, as the compiler rewrites it.
    private func dynamicMember(of base: Checked, _ type: NominalType, _ name: String, at location: SourceLocation) throws -> Checked? {
        guard type.hasDynamicMemberLookup, let argument = Checker.dynamicMemberArgument(type, name, at: location) else { return nil }
        if let binding = try observableBindableMember(of: base, type, name, at: location) { return binding }
        do {
            return try userSubscriptRead(base, [argument], at: location)
        } catch let error as Diagnostic {
            // `holder.y` where the key paths start at `Point`, which has no `y`: swiftc's words.
            guard case .keyPath = argument.value.kind, let root = dynamicMemberRoot(of: base.type),
                !memberNames(of: root).contains(name)
            else { throw error }
            throw Diagnostic(
                "value of type '\(base.type.displayName)' has no dynamic member '\(name)' using key path from root type '\(root.displayName)'",
                at: location)
        }
    }

    /// `Type.member`: enum cases, static properties, `Int.max`, `.self`.
    /// `receiver`: the metatype value, which for a class may hold a subclass overriding a
    /// `class var`.
    public func staticMember(
        of type: SessionType, _ name: String, at location: SourceLocation, receiver: Evaluator? = nil
    ) throws -> Checked {
        if name == "self" { return Checked(.metatype(type)) { _ in .metatype(type) } }
        try refuseCodingStrategy(type, name, call: false, at: location)
        if let property = try userStaticCall(
            on: type, Checker.staticPropertyMethodName(name), [], expecting: nil, at: location, receiver: receiver)
        {
            return staticPropertySetter(of: type, name).map { Checked(property.type, place: $0, property.evaluate) } ?? property
        }
        if let method = try userStaticMethodReference(type, name, at: location) { return method }
        if let property = extensionRegistry.builtin[type]?.staticProperties[name] {
            return Checked(property.type) { try property.value(in: $0) }
        }
        if let property = extensionRegistry.builtin[type]?.mutableStaticProperties[name] {
            return mutableStaticProperty(property)
        }
        if case .sizedInteger(let width) = type, name == "max" || name == "min" {
            let bits = name == "max" ? width.arithmetic.max : width.arithmetic.min
            return Checked(type) { _ in .sized(SizedInteger(width: width, bits: bits)) }
        }
        if type == .float, let constant = ["pi": Float.pi, "infinity": .infinity, "greatestFiniteMagnitude": .greatestFiniteMagnitude][name] {
            return Checked(.float) { _ in .float(constant) }
        }
        switch type {
        case .nominal(let nominal):
            if let nested = userType(named: nominal.name + "." + name) {
                // `Ingredient.Unit`: a nested type.
                return Checked(.metatype(.nominal(nested))) { _ in .metatype(.nominal(nested)) }
            }
            if let aliased = declared.typeAliases[nominal.name + "." + name] ?? instantiation.nestedAliases[nominal.name + "." + name] {
                // `Inventory.Stock`: a type alias declared in the type.
                return Checked(.metatype(aliased)) { _ in .metatype(aliased) }
            }
            if let associated = nominal.associatedTypeBindings[name] {
                // `Shelf.Item`: an associated type its conformance settled (a default one included).
                return Checked(.metatype(associated)) { _ in .metatype(associated) }
            }
            if let index = nominal.caseIndex(named: name) {
                if let payloadTypes = nominal.cases[index].payloadTypes {
                    // `Shape.circle` alone is the case's constructor, a function.
                    let constructor = FunctionValue { _, payload in .enumerationWithPayload(nominal, index, payload) }
                    return Checked(.function(parameters: payloadTypes, result: type)) { _ in .function(constructor) }
                }
                return Checked(type) { _ in .enumeration(nominal, index) }
            }
            if name == "allCases", nominal.conformances.contains("CaseIterable") {
                let all = Value.array(nominal.cases.indices.map { .enumeration(nominal, $0) })
                return Checked(.array(type)) { _ in all }
            }
            if let property = nominal.staticProperties[name] {
                return Checked(property.type) { try property.value(in: $0) }
            }
            if let property = nominal.mutableStaticProperties[name] { return mutableStaticProperty(property) }
        case .optional where name == "none":
            return Checked(type) { _ in .none }
        default:
            if let property = try builtinStaticProperty(of: type, name, at: location) { return property }
        }
        var message = "type '\(type.displayName)' has no member '\(name)'"
        if let suggestion = Suggestions.nearest(to: name, among: memberNames(of: .metatype(type))) {
            message += "; did you mean '\(suggestion)'?"
        }
        throw Diagnostic(message, at: location)
    }

    /// `Counter.made`, `Int.created`: a `static var`, read and written through its one box.
    private func mutableStaticProperty(_ property: MutableStaticProperty) -> Checked {
        let place = Place(root: .box(property.box(in:)), tracksReads: true)
        return Checked(property.type, place: place) { execution in
            let box = try property.box(in: execution)
            execution.noteRead(box)
            return box.value
        }
    }

    /// `.designer` where the context expects a `Role`; `.constant(3)` where it expects a Binding.
    public func implicitMember(
        _ name: String, arguments: [Argument]?, expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked {
        guard let expected else {
            throw Diagnostic("cannot infer contextual base in reference to member '\(name)'", at: location)
        }
        if expected.isOptional, name == "none" || name == "some" {
            return try optionalCase(name, arguments: arguments, of: expected, at: location)
        }
        let base = expected == .any ? expected : expected.unwrappedOnce
        if let arguments {
            // `.quick(.swim)`: a static method of the session's own type that makes one.
            if let call = try codingStaticCall(on: base, name, arguments, at: location) { return call }
            if let call = try userStaticCall(on: base, name, arguments, expecting: expected, at: location) { return call }
            return try staticCall(on: base, name, arguments, expecting: expected, at: location)
        }
        return try staticMember(of: base, name, at: location)
    }

    // MARK: Binding and State members

    /// Binding's own members win over key-path lookup into the value (`$model.wrappedValue`
    /// is the model even when the model has a `wrappedValue` field).
    private func bindingMember(
        of base: Checked, valueType: SessionType, _ name: String, at location: SourceLocation
    ) throws -> Checked {
        if let own = try builtinProperty(of: base, name, at: location) { return own }
        // `$name.orEmpty`: a session's `extension Binding` member before a property of the value.
        if let property = builtinExtensionProperty(of: base, name) { return property }
        let evaluate = base.evaluate
        if name == "id", let idType = identifierType(of: valueType) {
            let value = try member(of: Checked(valueType) { execution in
                try BuiltinMembers.bindingValue(evaluate(execution)).read(in: execution)
            }, "id", at: location)
            return Checked(idType, evaluate: value.evaluate)
        }
        if case .nominal(let nominal) = valueType, nominal.hasWriteAccessor(name),
            let type = nominal.storedPropertyIndex(named: name).map({ nominal.storedProperties[$0].type })
                ?? nominal.computedPropertyIndex(named: name).map({ nominal.computedProperties[$0].type })
        {
            // `$settings.volume` with a `didSet`, `$person.fullName` with a `set`: writes run them.
            let step = PathStep.accessor(nominal, name: name)
            return Checked(.binding(type)) { execution in
                .binding(try BuiltinMembers.bindingValue(evaluate(execution)).appending(step))
            }
        }
        if case .nominal(let nominal) = valueType, let index = nominal.storedPropertyIndex(named: name),
            !nominal.storedProperties[index].isConstant
        {
            let step = PathStep.field(index, name: name)
            return Checked(.binding(nominal.storedProperties[index].type)) { execution in
                .binding(try BuiltinMembers.bindingValue(evaluate(execution)).appending(step))
            }
        }
        if case .tuple(_, let types) = valueType, let index = valueType.tupleElementIndex(name) {
            // `$point.x`: tuple elements are writable key-path components too.
            let step = PathStep.tupleElement(index, name: name)
            return Checked(.binding(types[index])) { execution in
                .binding(try BuiltinMembers.bindingValue(evaluate(execution)).appending(step))
            }
        }
        var message = "value of type '\(base.type.displayName)' has no dynamic member '\(name)' using key path from root type '\(valueType.displayName)'"
        if let suggestion = Suggestions.nearest(to: name, among: memberNames(of: base.type)) {
            message += "; did you mean '\(suggestion)'?"
        }
        throw Diagnostic(message, at: location)
    }

    /// `.none` and `.some(value)` of an optional type.
    public func optionalCase(
        _ name: String, arguments: [Argument]?, of type: SessionType, at location: SourceLocation
    ) throws -> Checked {
        guard case .optional(let wrapped) = type else { preconditionFailure() }
        if name == "none" {
            guard arguments == nil else { throw Diagnostic("enum case 'none' has no associated values", at: location) }
            return Checked(type) { _ in .none }
        }
        guard let arguments else {
            throw Diagnostic("enum case 'some' has associated values; use '.some(…)'", at: location)
        }
        try expectLabels(arguments, [nil], callee: name, at: location)
        let value = try check(arguments[0].value, as: wrapped, in: .argument).evaluate
        return Checked(type) { .some(try value($0)) }
    }
}

extension Checker {
    /// `Type.name = value` for a static computed property with a setter: a place whose writes
    /// call the setter with the new value (read, changed and set back for `+=`), as a
    /// `Binding(get:set:)` over its two static methods.
    func staticPropertySetter(of type: SessionType, _ name: String) -> Place? {
        guard let members = userMembers(of: type),
            let getter = members.staticMethods[Checker.staticPropertyMethodName(name)]?.first,
            let setter = members.staticMethods[Checker.staticPropertySetterName(name)]?.first
        else { return nil }
        let receiver = Value.metatype(type)
        let accessors: Evaluator = { _ in
            let get = FunctionValue { execution, _ in
                guard let body = getter.body else { throw RuntimeError.fatal("getter of '\(name)' cannot run: its declaration failed") }
                return try body.invoke(execution, [receiver])
            }
            let set = FunctionValue { execution, arguments in
                guard let body = setter.body else { throw RuntimeError.fatal("setter of '\(name)' cannot run: its declaration failed") }
                return try body.invoke(execution, [receiver] + arguments)
            }
            return .binding(BindingValue(source: .accessors(get: get, set: set, setterTakesTransaction: false)))
        }
        return Place(root: .binding(accessors))
    }
}

