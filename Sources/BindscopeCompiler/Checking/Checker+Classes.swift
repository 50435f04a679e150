import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// Classes: declared like structs (`declareStruct` runs for both), with a superclass whose
// members a subclass starts from, instances that are references (`Value.object`), dynamic
// dispatch of methods and computed properties, and initializers that run on an instance the
// call allocates.
//
// Layout: a subclass's tables start as copies of its superclass's, so an inherited stored
// property has the same field index in every subclass, and an inherited computed property
// the same index in `computedProperties` (an override replaces the entry in place). A call
// through a superclass-typed value then finds the override at the same place in the
// instance's own class: a vtable, without a separate table.

extension Checker {
    // MARK: Declaring

    /// The superclass named first in a class's inheritance clause, if it names one; the
    /// subclass's tables then start as copies of it.
    public func inheritSuperclass(of type: NominalType, from inheritance: inout [TypeSyntax]) throws {
        for (position, entry) in inheritance.enumerated() {
            guard case .named(let name, _, let location) = entry, let superclass = try superclassNamed(entry) else { continue }
            guard position == 0 else {
                if type.superclass != nil {
                    throw Diagnostic(
                        "multiple inheritance from classes '\(type.superclass!.name)' and '\(name)'", at: location)
                }
                throw Diagnostic("superclass '\(name)' must appear first in the inheritance clause", at: location)
            }
            if superclass.isFinal { throw Diagnostic("inheritance from a final class '\(name)'", at: location) }
            type.superclass = superclass
            type.storedProperties = superclass.storedProperties
            type.computedProperties = superclass.computedProperties
            type.constantReferences = superclass.constantReferences
            type.staticProperties = superclass.staticProperties
            type.mutableStaticProperties = superclass.mutableStaticProperties
            type.conformances = superclass.conformances
            let table = type.members, inherited = superclass.members
            table.methods = inherited.methods
            table.staticMethods = inherited.staticMethods
            table.setters = inherited.setters
            table.observers = inherited.observers
            table.subscripts = inherited.subscripts
            type.hasDynamicMemberLookup = superclass.hasDynamicMemberLookup
        }
        if type.superclass != nil { inheritance.removeFirst() }
    }

    /// The class an inheritance clause's entry names: a session class, or an instance of a
    /// generic one (`Container<T>`, with `T` bound to the subclass instance's argument).
    private func superclassNamed(_ entry: TypeSyntax) throws -> NominalType? {
        guard case .named(let name, let arguments, let location) = entry else { return nil }
        if arguments.isEmpty, instantiation.bindings[name] == nil, let template = declared.genericTypes[name] {
            guard case .structure(let declaration) = template.declaration, declaration.isClass else { return nil }
            throw Diagnostic("reference to generic type '\(name)' requires arguments in <...>", at: location)
        }
        if !arguments.isEmpty {
            guard declared.genericTypes[name] != nil || genericTypeAlias(named: name) != nil else { return nil }
            guard let superclass = try resolve(entry).nominalType, superclass.isClass else { return nil }
            return superclass
        }
        guard let superclass = userType(named: name), superclass.isClass else { return nil }
        return superclass
    }

    /// After a class's own members are registered: a class that declares no designated
    /// initializer inherits its superclass's (and with none there, has `init()` when every
    /// stored property has a default value).
    public func settleClassInitializers(of type: NominalType, _ members: [MemberDeclaration], at location: SourceLocation) throws {
        let declaresDesignated = members.contains { member in
            if case .initializer(let declaration) = member { return !declaration.modifiers.contains("convenience") }
            return false
        }
        let own = type.members.initializers
        func isProvided(_ inherited: UserMethod) -> Bool { own.contains { $0.hasSameSignature(as: inherited) } }
        if let superclass = type.superclass {
            let inherited = superclass.members.initializers
            // Without designated initializers of its own a subclass inherits them all; with
            // every designated one of its superclass overridden, the convenience ones.
            if declaresDesignated, !inherited.filter({ !$0.isConvenience }).allSatisfy(isProvided) { return }
            type.members.initializers += inherited.filter { (!declaresDesignated || $0.isConvenience) && !isProvided($0) }
            return
        }
        guard !declaresDesignated else { return }
        guard let missing = type.storedProperties.first(where: { $0.defaultValue == nil && $0.lazyInitializer == nil }) else {
            let implicit = UserMethod(
                name: "init", parameters: [], resultType: .nominal(type), kind: .initializer(isFailable: false),
                throwsErrors: false, location: location)
            // The instance arrives with every default in place: nothing left to do.
            implicit.body = FunctionValue { _, arguments in arguments[0] }
            type.members.initializers.append(implicit)
            return
        }
        if !type.members.initializers.isEmpty || members.isEmpty { return }
        throw Diagnostic(
            "class '\(type.name)' has no initializers",
            at: location,
            notes: [Diagnostic("stored property '\(missing.name)' without initial value prevents synthesized initializers", at: location, severity: .note)])
    }

    /// Whether a method declared in a class body replaces an inherited one: it must say
    /// `override` exactly when it does, as Swift requires.
    public func overrides(_ method: UserMethod, modifiers: [String], in existing: [UserMethod], of type: NominalType, at location: SourceLocation) throws -> UserMethod? {
        let saysOverride = modifiers.contains("override")
        // `override func deposit(_ to: Account?)` of `func deposit(_ to: Account)`: an
        // override may take a more optional parameter.
        let inherited = existing.first { $0.hasSameSignature(as: method) }
            ?? (saysOverride ? existing.first { method.mayOverride($0) } : nil)
        switch (inherited, saysOverride) {
        case (let replaced?, true):
            if replaced.isFinal {
                throw Diagnostic("instance method overrides a 'final' instance method", at: location)
            }
            return replaced
        case (_?, false):
            if type.isClass, type.superclass != nil {
                throw Diagnostic("overriding declaration requires an 'override' keyword", at: location)
            }
            throw Diagnostic("invalid redeclaration of '\(method.fullName)'", at: location)
        case (nil, true):
            throw Diagnostic("method does not override any method from its superclass", at: location)
        case (nil, false):
            return nil
        }
    }

    /// A subclass's `init(sides:)` that has the signature of a designated initializer of its
    /// superclass replaces it, so Swift wants it said: `override init(sides:)` (or `required`).
    /// One matching a superclass's convenience initializer needs nothing.
    public func requireOverrideKeyword(on method: UserMethod, _ declaration: InitializerDeclaration, selfType: SessionType) throws {
        guard case .nominal(let type) = selfType, type.isClass, let superclass = type.superclass,
            !declaration.modifiers.contains("override"), !declaration.modifiers.contains("required")
        else { return }
        let replaced = superclass.members.initializers.contains { !$0.isConvenience && $0.hasSameSignature(as: method) }
        if replaced { throw Diagnostic("overriding declaration requires an 'override' keyword", at: declaration.location) }
    }

    /// `override var description: String { … }`: the inherited computed property's entry,
    /// replaced in place so calls through the superclass find the override.
    public func registerClassComputed(_ property: ComputedProperty, of type: NominalType) throws -> Bool {
        guard type.isClass else { return false }
        let saysOverride = property.modifiers.contains("override")
        if let index = type.computedPropertyIndex(named: property.name) {
            guard saysOverride else {
                throw Diagnostic("overriding declaration requires an 'override' keyword", at: property.nameLocation)
            }
            let propertyType = try resolve(property.type)
            guard propertyType == type.computedProperties[index].type else {
                throw Diagnostic(
                    "property '\(property.name)' with type '\(propertyType.displayName)' cannot override a property with type '\(type.computedProperties[index].type.displayName)'",
                    at: property.nameLocation)
            }
            type.computedProperties[index] = NominalType.ComputedProperty(name: property.name, type: propertyType, body: nil)
            type.members.setters[property.name] = nil
            return true
        }
        if saysOverride {
            if type.storedPropertyIndex(named: property.name) != nil {
                throw Diagnostic(
                    "overriding a stored property with a computed one is not supported in a session", at: property.nameLocation)
            }
            throw Diagnostic("property does not override any property from its superclass", at: property.nameLocation)
        }
        return false
    }

    /// `override var`, `final func`, `class func` outside a class.
    public static func classOnlyModifier(_ modifier: String, at location: SourceLocation) -> Diagnostic {
        if modifier == "class" { return Diagnostic("class methods are only allowed within classes; use 'static' to declare a static method", at: location) }
        return Diagnostic("'\(modifier)' can only be specified on class members", at: location)
    }

    /// The members of a struct or enum that say `override` or `final`.
    public func rejectClassModifiers(in members: [MemberDeclaration]) throws {
        for member in members {
            switch member {
            case .stored(let property):
                if let modifier = property.modifiers.first(where: { ["override", "final", "class"].contains($0) }) {
                    throw Checker.classOnlyModifier(modifier, at: property.nameLocation)
                }
            case .computed(let property):
                if let modifier = property.modifiers.first(where: { ["override", "final", "class"].contains($0) }) {
                    throw Checker.classOnlyModifier(modifier, at: property.nameLocation)
                }
            default:
                continue
            }
        }
    }

    /// `lazy var summary: String = { … }()` in a class: a field computed from the instance on
    /// its first read (see `readField`); in a struct, see `structLazyProperty`.
    public func lazyStoredProperty(_ property: VariableDeclaration, of type: NominalType) throws {
        guard !property.isConstant else { throw Diagnostic("'lazy' cannot be used on a let", at: property.nameLocation) }
        guard type.isClass else { return try structLazyProperty(property, of: type) }
        let (valueType, compute) = try lazyInitializer(property, of: type)
        var stored = NominalType.StoredProperty(
            name: property.name, type: valueType, isConstant: false, defaultValue: nil, isWrapped: false)
        stored.lazyInitializer = FunctionValue { execution, arguments in try compute(execution, arguments[0]) }
        type.storedProperties.append(stored)
    }

    /// A `lazy var`'s value type and how its initializer computes it from the instance (it
    /// may read `self`: `items.reduce(0, +)`), for a class's and a struct's alike.
    public func lazyInitializer(
        _ property: VariableDeclaration, of type: NominalType
    ) throws -> (type: SessionType, compute: (Execution, Value) throws -> Value) {
        guard let initializer = property.initializer else {
            throw Diagnostic("lazy properties must have an initializer", at: property.nameLocation)
        }
        if type.storedPropertyIndex(named: property.name) != nil || type.computedPropertyIndex(named: property.name) != nil {
            throw Diagnostic("invalid redeclaration of '\(property.name)'", at: property.nameLocation)
        }
        let declared = try property.type.map(resolve)
        let context = FunctionContext(enclosing: nil, selfType: .nominal(type), resultType: nil)
        let checked = try inFunction(context, parent: nil) {
            declareSelf(in: context, at: property.nameLocation)
            if let declared { return try check(initializer, as: declared, in: .initialization) }
            return try checkValue(initializer)
        }
        let locals = context.localCount, evaluate = checked.evaluate
        return (declared ?? checked.type, { execution, instance in
            let frame = Frame(localCount: locals, captures: [])
            frame.locals[0] = Box(instance)
            return try execution.call(in: frame) { try evaluate(execution) }
        })
    }

    // MARK: Instances

    /// A new instance of `type` with every stored property's default value, the superclass's
    /// first; properties without one hold nothing until an initializer sets them.
    public static func allocation(of type: NominalType) -> (Execution) throws -> Value {
        let defaults = type.storedProperties.map { $0.defaultValue?.evaluate }
        return { execution in
            var fields: [Value] = []
            fields.reserveCapacity(defaults.count)
            for evaluate in defaults { fields.append(try evaluate?(execution) ?? .void) }
            return Value.newObject(type, fields: fields, in: execution)
        }
    }

    /// `Counter(start: 3)`: allocates the instance, then runs the chosen initializer on it.
    /// `receiver`: a metatype value (`kind.init(name:)`), whose class at run time is made.
    public func classInitializerCall(
        of type: NominalType, _ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation,
        receiver: Evaluator? = nil
    ) throws -> Checked {
        guard !type.members.initializers.isEmpty else {
            throw Diagnostic("'\(type.name)' cannot be constructed because it has no accessible initializers", at: location)
        }
        let (initializer, checkedArguments) = try chooseOverload(
            try specializedInitializers(type.members.initializers, arguments, expecting: expected, typeName: type.name, at: location),
            arguments, expecting: expected, kind: "initializer", at: location)
        if initializer.throwsErrors {
            try requireTry(callingThrowing: initializer.fullName, at: location, errorType: initializer.errorType)
        }
        let allocate = Checker.allocation(of: type)
        let resultType: SessionType = initializer.resultType.isOptional ? .optional(.nominal(type)) : .nominal(type)
        if let receiver {
            return Checked(resultType) { execution in
                guard case .metatype(.nominal(let dynamic)) = try receiver(execution) else { preconditionFailure() }
                let chosen = dynamic.members.initializers.first { $0.hasSameSignature(as: initializer) } ?? initializer
                guard let body = chosen.body else { throw RuntimeError.fatal("initializer cannot run: its declaration failed") }
                let instance = try Checker.allocation(of: dynamic)(execution)
                return try Checker.invoke(body, [.value({ _ in instance })] + checkedArguments, in: execution)
            }
        }
        return Checked(resultType) { execution in
            guard let body = initializer.body else { throw RuntimeError.fatal("initializer cannot run: its declaration failed") }
            let instance = try allocate(execution)
            return try Checker.invoke(body, [.value({ _ in instance })] + checkedArguments, in: execution)
        }
    }

    /// `self.init(…)` in a convenience initializer, or `super.init(…)`: another initializer
    /// (of `type`) runs on the instance being initialized.
    public func delegatedClassInitializer(
        of type: NominalType, _ arguments: [Argument], at location: SourceLocation
    ) throws -> Checked {
        let (initializer, checkedArguments) = try chooseOverload(
            try specializedInitializers(type.members.initializers, arguments, expecting: nil, typeName: type.name, at: location),
            arguments, expecting: nil, kind: "initializer", at: location)
        if initializer.throwsErrors {
            try requireTry(callingThrowing: initializer.fullName, at: location, errorType: initializer.errorType)
        }
        let isFailable = initializer.resultType.isOptional
        let instance: CallArgument = .value { $0.frame.locals[0].value }
        let isSuper = type !== function.selfType?.nominalType
        return Checked(.void) { execution in
            // `self.init(…)` finds the initializer in the instance's own class, which may
            // override it; `super.init(…)` runs the superclass's.
            let dynamic = execution.frame.locals[0].value.objectType
            let chosen = isSuper || dynamic === type
                ? initializer : dynamic.members.initializers.first { $0.hasSameSignature(as: initializer) } ?? initializer
            guard let body = chosen.body else { throw RuntimeError.fatal("initializer cannot run: its declaration failed") }
            let result = try Checker.invoke(body, [instance] + checkedArguments, in: execution)
            // Delegating to a failable initializer: its nil fails this one too.
            if isFailable, case .none = result { throw InitializationFailed() }
            return .void
        }
    }

    // MARK: Members

    /// `object.name` for a stored or computed property of a class instance. The place it
    /// denotes starts at the instance's storage (the object's box), whatever path led to the
    /// instance, so a `let` holding an instance still lets its `var` properties be set.
    public func classMember(of base: Checked, _ type: NominalType, _ name: String, at location: SourceLocation) throws -> Checked? {
        let instance = base.evaluate
        let storage: (Execution) throws -> Box = { try instance($0).objectStorage }
        let isSelf = base.place?.depth == 0 && base.type == function.selfType
        if let index = type.storedPropertyIndex(named: name) {
            let property = type.storedProperties[index]
            // In an initializer the macro's init accessor sets the storage directly.
            if property.isObservationTracked, !(isSelf && function.isInitializer) {
                return observationTrackedProperty(instance, type, index)
            }
            let mayBeObserved = type.members.observers[name] != nil || (!type.isFinal && !property.isConstant)
            if mayBeObserved, !(isSelf && (function.isInitializer || isInsideObserver(of: name))) {
                return observableClassProperty(instance, type, index)
            }
            // An initializer sets its instance's constants.
            let initializing = function.isInitializer && isSelf
            let step = PathStep.field(index, name: name)
            let place = Place(root: .box(storage), allowsDirectAccess: false).appending(
                .fixed(step), immutability: property.isConstant && !initializing ? .letProperty(name: name) : nil)
            return Checked(property.type, readingThrough: place) { execution in
                let box = try storage(execution)
                // What a dependent reads: this property of this object (Observation's rule).
                execution.recorder?.record(box, step)
                return try ObjectFields.readField(box, index, of: type, in: execution)
            }
        }
        if let index = type.computedPropertyIndex(named: name) {
            let propertyType = type.computedProperties[index].type
            // The instance's own class may override the getter: same index, its entry.
            let read: Evaluator = { execution in
                let value = try instance(execution)
                return try execution.computedProperty(value.objectType, index, of: value)
            }
            // `unowned let owner`: set only by the class's initializers.
            let isConstant = type.constantReferences.contains(name) && !(function.isInitializer && isSelf)
            guard type.members.setters[name] != nil, !(isSelf && isInsideObserver(of: name)), !isConstant else {
                let place = base.place.map { _ in
                    Place(root: .box(storage), allowsDirectAccess: false).appending(
                        .fixed(.computed(type, index, name: name)),
                        immutability: isConstant ? .letProperty(name: name) : .getOnly(name: name))
                }
                return Checked(propertyType, readingThrough: place, read)
            }
            let accessors: Evaluator = { execution in
                let value = try instance(execution)
                let dynamic = value.objectType
                let get = FunctionValue { execution, _ in try execution.computedProperty(dynamic, index, of: value) }
                let set = FunctionValue { execution, arguments in
                    guard let body = dynamic.members.setters[name]?.body else { throw RuntimeError.fatal("setter cannot run: its declaration failed") }
                    return try body.invoke(execution, [value, arguments[0]])
                }
                return .binding(BindingValue(source: .accessors(get: get, set: set, setterTakesTransaction: false)))
            }
            return Checked(propertyType, readingThrough: Place(root: .binding(accessors)), read)
        }
        return nil
    }

    /// A stored property that has `willSet`/`didSet` in the instance's class (a subclass may
    /// add them: `override var sides: Int { didSet { … } }`), written from outside them: a
    /// place whose writes run `willSet`, the store and `didSet` on the instance, as Swift's
    /// setter does (also for a write to a part of it: `shape.origin.x = 3`). Without
    /// observers the place is the field in the instance's storage, written in place.
    private func observableClassProperty(_ instance: @escaping Evaluator, _ type: NominalType, _ index: Int) -> Checked {
        let property = type.storedProperties[index]
        let step = PathStep.field(index, name: property.name)
        let stepList = [step]
        let read: Evaluator = { execution in
            let box = try instance(execution).objectStorage
            execution.recorder?.record(box, step)
            return try ObjectFields.readField(box, index, of: type, in: execution)
        }
        let accessors: Evaluator = { execution in
            let value = try instance(execution)
            let chain = ObjectFields.observerChain(of: value.objectType, property.name)
            guard !chain.isEmpty else {
                return .binding(BindingValue(source: .storage(value.objectStorage), steps: stepList))
            }
            let get = FunctionValue { execution, _ in try read(execution) }
            let set = FunctionValue { execution, arguments in
                try ObjectFields.storeObserved(arguments[0], in: value, at: step, chain: chain, execution)
                return .void
            }
            return .binding(BindingValue(source: .accessors(get: get, set: set, setterTakesTransaction: false)))
        }
        let immutability: Place.Immutability? = property.isConstant ? .letProperty(name: property.name) : nil
        return Checked(property.type, readingThrough: Place(root: .binding(accessors), immutability: immutability), read)
    }

    /// A stored `var` of an `@Observable` class, as the macro rewrites it: its getter is an
    /// access (recorded by a running `withObservationTracking`), its setter notifies the
    /// trackers before the store — unless the new value equals the old one (`Equatable`) or is
    /// the same object; an in-place change (`_modify`) always notifies.
    private func observationTrackedProperty(_ instance: @escaping Evaluator, _ type: NominalType, _ index: Int) -> Checked {
        let property = type.storedProperties[index]
        let write = ObservedPropertyWrite(
            instance: instance, type: type, index: index, differs: observationNotifies(property.type))
        let read: Evaluator = { execution in try write.get(try instance(execution).objectStorage, execution) }
        let accessors: Evaluator = { execution in
            let value = try instance(execution)
            let box = value.objectStorage
            let get = FunctionValue { execution, _ in try write.get(box, execution) }
            let set = FunctionValue { execution, arguments in
                let isModify = execution.accessorWriteIsModify
                execution.accessorWriteIsModify = false
                try write.set(arguments[0], of: value, isModify: isModify, execution)
                return .void
            }
            return .binding(BindingValue(source: .accessors(get: get, set: set, setterTakesTransaction: false)))
        }
        let place = Place(root: .binding(accessors))
        place.observedWrite = write
        return Checked(property.type, readingThrough: place, read)
    }

    /// The macro's `shouldNotifyObservers` for a property of `type`: `!=` for an `Equatable`
    /// type, `!==` for a class; nil (always notify) for anything else.
    private func observationNotifies(_ type: SessionType) -> ((Execution) -> (Value, Value) throws -> Bool)? {
        if isEquatable(type) {
            if let declared = declaredEquality(of: type) {
                return { execution in
                    let equal = declared(execution)
                    return { try !equal($0, $1) }
                }
            }
            return { _ in { $0 != $1 } }
        }
        if type.isClassInstance {
            return { _ in { $0.objectStorage !== $1.objectStorage } }
        }
        return nil
    }

    /// A call of an instance method on a class instance: the override in the instance's own
    /// class runs (found at the signature's entry in its table).
    public static func dynamicallyDispatched(_ method: UserMethod, of type: NominalType, _ arguments: [CallArgument]) -> Evaluator {
        guard case .value(let receiver) = arguments.first else { preconditionFailure("a method's receiver is a value") }
        let rest = Array(arguments.dropFirst())
        return { execution in
            let instance = try receiver(execution)
            let dynamic = instance.objectType
            let chosen = dynamic === type ? method : dynamic.implementation(of: method)
            guard let body = chosen.body else { throw RuntimeError.fatal("method '\(method.name)' cannot run: its declaration failed") }
            if chosen !== method, !chosen.hasSameSignature(as: method) || chosen.resultType != method.resultType {
                return try Checker.overrideAdapted(chosen, body, called: method, instance, rest, in: execution)
            }
            return try Checker.invoke(body, [.value({ _ in instance })] + rest, in: execution)
        }
    }

    // MARK: super

    /// `super.name(arguments)` in a class's method or initializer.
    public func superCall(
        _ name: String, _ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked {
        let superclass = try currentSuperclass(at: location)
        if case .metatype = function.selfType {
            // In a `class func`: the superclass's type method.
            if let call = try userStaticCall(on: .nominal(superclass), name, arguments, expecting: expected, at: location) {
                return call
            }
            throw noMember(name, of: .metatype(.nominal(superclass)), at: location)
        }
        if name == "init" {
            guard function.isInitializer else {
                throw Diagnostic("'super.init' cannot be called outside of an initializer", at: location)
            }
            return try delegatedClassInitializer(of: superclass, arguments, at: location)
        }
        guard let overloads = superclass.members.methods[name] else {
            throw noMember(name, of: .nominal(superclass), at: location)
        }
        let (method, checkedArguments) = try chooseOverload(
            overloads, arguments, expecting: expected, kind: "instance method", at: location)
        if method.throwsErrors { try requireTry(callingThrowing: method.fullName, at: location, errorType: method.errorType) }
        // No dynamic dispatch: the superclass's own implementation runs.
        let all: [CallArgument] = [.value({ $0.frame.locals[0].value })] + checkedArguments
        return Checked(method.resultType) { execution in
            guard let body = method.body else { throw RuntimeError.fatal("method '\(name)' cannot run: its declaration failed") }
            return try Checker.invoke(body, all, in: execution)
        }
    }

    /// `super.name`: the superclass's property, its own getter for a computed one.
    public func superMember(_ name: String, at location: SourceLocation) throws -> Checked {
        let superclass = try currentSuperclass(at: location)
        if case .metatype = function.selfType {
            // `super.wheels` in a `class var`: the superclass's type property.
            return try staticMember(of: .nominal(superclass), name, at: location)
        }
        let instance: Evaluator = { $0.frame.locals[0].value }
        if let index = superclass.computedPropertyIndex(named: name) {
            let read: Evaluator = { execution in try execution.computedProperty(superclass, index, of: instance(execution)) }
            let propertyType = superclass.computedProperties[index].type
            guard superclass.members.setters[name] != nil else { return Checked(propertyType, read) }
            // `super.value = v` (an observing override's setter): the superclass's own setter.
            let accessors: Evaluator = { execution in
                let value = try instance(execution)
                let get = FunctionValue { execution, _ in try execution.computedProperty(superclass, index, of: value) }
                let set = FunctionValue { execution, arguments in
                    guard let body = superclass.members.setters[name]?.body else { preconditionFailure("setter not compiled") }
                    return try body.invoke(execution, [value, arguments[0]])
                }
                return .binding(BindingValue(source: .accessors(get: get, set: set, setterTakesTransaction: false)))
            }
            return Checked(propertyType, readingThrough: Place(root: .binding(accessors)), read)
        }
        let selfValue = Checked(.nominal(superclass), instance)
        if let member = try classMember(of: selfValue, superclass, name, at: location) { return member }
        throw noMember(name, of: .nominal(superclass), at: location)
    }

    /// `super`, unless the session declared something of that name.
    public func isSuperReference(_ expression: Expression) -> Bool {
        if case .identifier("super") = expression.kind { return scope.lookup("super") == nil }
        return false
    }

    private func currentSuperclass(at location: SourceLocation) throws -> NominalType {
        var selfType = function.selfType ?? implicitSelf()?.type
        if case .metatype(let instance)? = selfType { selfType = instance }
        guard case .nominal(let type)? = selfType, type.isClass else {
            throw Diagnostic("'super' cannot be used outside of class members", at: location)
        }
        guard let superclass = type.superclass else {
            throw Diagnostic("'super' members cannot be referenced in a root class", at: location)
        }
        return superclass
    }

    // MARK: Identity

    /// `a === b`, `a !== b`: the same instance (two nils are identical too).
    public func identityComparison(_ op: String, _ lhs: Expression, _ rhs: Expression, at location: SourceLocation) throws -> Checked {
        let left = try checkValue(lhs), right = try checkValue(rhs, expecting: left.type)
        for (operand, expression) in [(left, lhs), (right, rhs)] where !operand.type.unwrappedOnce.isClassBound {
            throw Diagnostic(
                "argument type '\(operand.type.displayName)' expected to be an instance of a class or class-constrained type",
                at: expression.location)
        }
        let a = left.evaluate, b = right.evaluate, negated = op == "!=="
        return Checked(.bool) { execution in
            .bool(Checker.isIdentical(try a(execution), try b(execution)) != negated)
        }
    }

    public static func isIdentical(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.some(let a), _): isIdentical(a, b)
        case (_, .some(let b)): isIdentical(a, b)
        case (.none, .none): true
        case (.object(let a), .object(let b)): a === b
        // `delegate === screen`: an instance of a class-only protocol.
        case (.existential(let a, _), _): isIdentical(a, b)
        case (_, .existential(let b, _)): isIdentical(a, b)
        default: false
        }
    }
}

