import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// `self.init(…)` delegated to a failable initializer that returned nil.
public struct InitializationFailed: Error {

    public init() {
    }}

extension Checker {
    /// `self` inside a method, initializer or computed property: local slot 0, assignable in
    /// a `mutating` method or an initializer.
    public func selfReference(_ selfType: SessionType) -> Checked {
        // A static property's initializer: its `self` is the type, a constant.
        if case .metatype(let instance) = selfType { return Checked(selfType) { _ in .metatype(instance) } }
        let immutability: Place.Immutability? = function.selfIsMutable ? nil : .letConstant(name: "self")
        let place = Place(root: .box({ $0.frame.locals[0] }), immutability: immutability)
        return Checked(selfType, place: place) { $0.frame.locals[0].value }
    }

    /// The `self` a bare member name refers to: the method's (also from a closure inside it,
    /// which captures it) or a computed property's.
    public func implicitSelf() -> Checked? {
        if case .variable = scope.lookup("self") {
            // `self` is always initialized: no diagnostic names this location.
            return try? identifier("self", at: .start)
        }
        if let selfType = function.selfType { return selfReference(selfType) }
        return nil
    }

    /// Declares `self` as local slot 0 of `context` (a method, initializer or getter), as a
    /// variable so that closures in the body capture it. Call first, inside the body's scope.
    public func declareSelf(in context: FunctionContext, at location: SourceLocation) {
        guard let selfType = context.selfType else { return }
        let variable = Variable(
            name: "self", type: selfType, isConstant: !context.selfIsMutable, owner: context)
        precondition(variable.slot == 0, "self must be the first local")
        scope.declare("self", .variable(variable))
    }

    /// `Self` inside a method: the type (also from a static method, whose `self` is it).
    public func selfTypeReference(_ selfType: SessionType) -> Checked {
        var type = selfType
        if case .metatype(let instance) = selfType { type = instance }
        if type.isClassInstance, let current = implicitSelf()?.evaluate {
            // A class's `Self` is the class of the instance (or of the metatype) at hand.
            return Checked(.metatype(type)) { execution in
                let current = try current(execution)
                if case .metatype = current { return current }
                return .metatype(current.dynamicType)
            }
        }
        return Checked(.metatype(type)) { _ in .metatype(type) }
    }

    /// Parameters whose types say `Self`, with the type's name instead.
    public func replacingSelf(in parameters: [FunctionDeclaration.Parameter], with name: String) -> [FunctionDeclaration.Parameter] {
        parameters.map { parameter in
            var copy = parameter
            copy.type = replacingSelf(in: parameter.type, with: name)
            return copy
        }
    }

    /// A member's written type with `Self` spelled as the type's name.
    public func replacingSelf(in syntax: TypeSyntax, with name: String) -> TypeSyntax {
        switch syntax {
        case .named("Self", [], let location): .named(name, genericArguments: [], location: location)
        case .optional(let wrapped): .optional(replacingSelf(in: wrapped, with: name))
        case .array(let element): .array(replacingSelf(in: element, with: name))
        default: syntax
        }
    }

    // MARK: Declaring

    public func registerMethods(_ members: [MemberDeclaration], of type: NominalType, inTypeBody: Bool) throws {
        try registerMethods(members, selfType: .nominal(type), into: type.members, inTypeBody: inTypeBody)
        try registerAccessors(members, of: type)
    }

    /// Adds each method's and initializer's signature, so bodies may call any of them.
    public func registerMethods(
        _ members: [MemberDeclaration], selfType: SessionType, into table: UserMembers, inTypeBody: Bool
    ) throws {
        for member in members {
            switch member {
            case .function(let declaration):
                let isStatic = declaration.isStatic
                let isOperator = declaration.name.first.map { !$0.isLetter && $0 != "_" } ?? false
                let classModifiers = selfType.isClassInstance ? ["override", "final", "class", "open"] : []
                for (modifier, location) in zip(declaration.modifiers, declaration.modifierLocations)
                where !(["static", "mutating", "private", "fileprivate", "public", "internal", "nonmutating"] + classModifiers).contains(modifier)
                    && !((modifier == "prefix" || modifier == "postfix") && isOperator)
                {
                    if ["override", "final", "class"].contains(modifier) { throw Checker.classOnlyModifier(modifier, at: location) }
                    throw Diagnostic("'\(modifier)' modifier cannot be applied to this declaration", at: location)
                }
                if isOperator, declaration.parameters.count == 1, !declaration.modifiers.contains("prefix"),
                    !declaration.modifiers.contains("postfix")
                {
                    throw Diagnostic(
                        "unary operator implementation must have a 'prefix' or 'postfix' modifier", at: declaration.nameLocation)
                }
                if isOperator, declaration.parameters.count != 1, declaration.modifiers.contains("prefix") {
                    throw Diagnostic("operator implementation without matching operator declaration", at: declaration.nameLocation)
                }
                if isStatic && declaration.isMutating {
                    throw Diagnostic("static functions must not be declared mutating", at: declaration.funcLocation)
                }
                if selfType.isClassInstance, declaration.isMutating, let index = declaration.modifiers.firstIndex(of: "mutating") {
                    throw Diagnostic(
                        "'mutating' is not valid on instance methods in classes", at: declaration.modifierLocations[index])
                }
                if !declaration.generics.parameters.isEmpty {
                    // `func map<NewValue>(…)`: specialized at each call (see `genericMethodCall`).
                    let method = UserMethod(
                        name: declaration.name, parameters: [], resultType: .void,
                        kind: isStatic ? .staticMethod : .instance(isMutating: declaration.isMutating),
                        throwsErrors: declaration.effect == .throws, location: declaration.nameLocation)
                    method.genericTemplate = GenericMethodTemplate(
                        declaration: declaration, selfType: selfType, bindings: instantiation.bindings)
                    if isStatic {
                        table.staticMethods[declaration.name, default: []].append(method)
                    } else {
                        table.methods[declaration.name, default: []].append(method)
                    }
                    continue
                }
                if !declaration.generics.requirements.isEmpty, !requirementsHold(declaration.generics) {
                    // `func total() -> Int where Element == Int`: absent from instances it does not fit.
                    continue
                }
                var parameters = try resolveParameters(replacingSelf(in: declaration.parameters, with: selfType.displayName))
                if let first = declaration.name.first, !first.isLetter, first != "_" {
                    // An operator's operands carry no argument labels.
                    for index in parameters.indices where !declaration.parameters[index].hasSeparateLabel {
                        parameters[index].label = nil
                    }
                }
                let method = UserMethod(
                    name: declaration.name, parameters: parameters,
                    resultType: try resolveResultType(
                        declaration.resultType.map { replacingSelf(in: $0, with: selfType.displayName) },
                        of: isStatic ? "static method" : "instance method", declaration.fullName, at: declaration.nameLocation),
                    kind: isStatic ? .staticMethod : .instance(isMutating: declaration.isMutating),
                    throwsErrors: declaration.effect == .throws, location: declaration.nameLocation)
                method.errorType = try thrownErrorType(declaration.thrownType, replacingSelfWith: selfType)
                method.isFinal = declaration.modifiers.contains("final")
                markImplicitlyUnwrappedResult(method, if: declaration.resultType)
                var existing = (isStatic ? table.staticMethods : table.methods)[declaration.name] ?? []
                if selfType.isClassInstance {
                    if let replaced = try overrides(
                        method, modifiers: declaration.modifiers, in: existing, of: selfType.nominalType!, at: declaration.nameLocation)
                    {
                        existing.removeAll { $0 === replaced }
                    }
                } else if existing.contains(where: { $0.hasSameSignature(as: method) }) {
                    throw Diagnostic("invalid redeclaration of '\(method.fullName)'", at: declaration.nameLocation)
                }
                if isStatic {
                    // An operator function: binary operators start looking for them.
                    if let first = declaration.name.first, !first.isLetter, first != "_" { implicitCalls.hasAccessors = true }
                    table.staticMethods[declaration.name] = existing + [method]
                } else {
                    table.methods[declaration.name] = existing + [method]
                }
            case .initializer(let declaration):
                if declaration.lacksBody { throw Diagnostic("initializer requires a body", at: declaration.location) }
                let classModifiers: Set<String> = selfType.isClassInstance ? ["convenience", "required", "override"] : []
                if let misplaced = declaration.modifiers.first(where: { ["convenience", "required"].contains($0) && !classModifiers.contains($0) }) {
                    throw Diagnostic(
                        misplaced == "convenience"
                            ? "delegating initializers in structs are not marked with 'convenience'"
                            : "'required' initializer in non-class type '\(selfType.displayName)'",
                        at: declaration.location)
                }
                if !declaration.generics.parameters.isEmpty {
                    // `init<S: Sequence>(_ items: S)`: specialized at each call, as a generic method is.
                    let method = UserMethod(
                        name: "init", parameters: [], resultType: declaration.isFailable ? .optional(selfType) : selfType,
                        kind: .initializer(isFailable: declaration.isFailable),
                        throwsErrors: declaration.effect == .throws, location: declaration.location)
                    method.genericTemplate = GenericMethodTemplate(
                        declaration: Checker.initializerAsFunction(declaration), selfType: selfType, bindings: instantiation.bindings)
                    method.isConvenience = declaration.modifiers.contains("convenience")
                    table.initializers.append(method)
                    if inTypeBody { table.hidesMemberwiseInitializer = true }
                    continue
                }
                let method = UserMethod(
                    name: "init", parameters: try resolveParameters(replacingSelf(in: declaration.parameters, with: selfType.displayName)),
                    resultType: declaration.isFailable ? .optional(selfType) : selfType,
                    kind: .initializer(isFailable: declaration.isFailable),
                    throwsErrors: declaration.effect == .throws, location: declaration.location)
                method.errorType = try thrownErrorType(declaration.thrownType, replacingSelfWith: selfType)
                method.isConvenience = declaration.modifiers.contains("convenience")
                if table.initializers.contains(where: { $0.hasSameSignature(as: method) }) {
                    throw Diagnostic("invalid redeclaration of '\(method.fullName)'", at: declaration.location)
                }
                try requireOverrideKeyword(on: method, declaration, selfType: selfType)
                table.initializers.append(method)
                if inTypeBody { table.hidesMemberwiseInitializer = true }
            case .subscriptDeclaration(let declaration) where !declaration.generics.parameters.isEmpty:
                // `subscript<Subject>(dynamicMember keyPath: …)`: specialized at each use.
                var parameters = declaration.parameters
                for index in parameters.indices where !parameters[index].hasSeparateLabel { parameters[index].label = nil }
                var function = FunctionDeclaration(
                    modifiers: [], modifierLocations: [], funcLocation: declaration.location, name: "subscript",
                    nameLocation: declaration.location, parameters: parameters, effect: .none,
                    resultType: declaration.resultType, body: declaration.getter, closingBraceLocation: declaration.location)
                function.generics = declaration.generics
                let getter = UserMethod(
                    name: "subscript", parameters: [], resultType: .void, kind: .instance(isMutating: false),
                    throwsErrors: false, location: declaration.location)
                getter.genericTemplate = GenericMethodTemplate(declaration: function, selfType: selfType, bindings: instantiation.bindings)
                var setter: UserMethod?
                if let accessor = declaration.setter {
                    // The setter takes the indices and the new value; a class's changes its
                    // instance, a struct's is mutating.
                    var setterFunction = function
                    setterFunction.parameters.append(FunctionDeclaration.Parameter(
                        label: nil, name: accessor.parameterName ?? "newValue", location: accessor.location,
                        type: declaration.resultType))
                    setterFunction.body = accessor.body
                    setterFunction.resultType = nil
                    let isMutating = !selfType.isClassInstance && !accessor.isNonmutating
                    setter = UserMethod(
                        name: "subscript", parameters: [], resultType: .void, kind: .instance(isMutating: isMutating),
                        throwsErrors: false, location: accessor.location)
                    setter?.genericTemplate = GenericMethodTemplate(declaration: setterFunction, selfType: selfType, bindings: instantiation.bindings)
                }
                table.subscripts.append((getter, setter))
                implicitCalls.hasAccessors = true
            case .subscriptDeclaration(let declaration):
                // A subscript's parameters have no argument labels unless two names are written.
                var parameters = try resolveParameters(replacingSelf(in: declaration.parameters, with: selfType.displayName))
                for (index, syntax) in declaration.parameters.enumerated() where !syntax.hasSeparateLabel {
                    parameters[index].label = nil
                }
                let elementType = try resolve(replacingSelf(in: declaration.resultType, with: selfType.displayName))
                let getter = UserMethod(
                    name: "subscript", parameters: parameters, resultType: elementType, kind: .instance(isMutating: false),
                    throwsErrors: false, location: declaration.location)
                let setter = declaration.setter.map { accessor in
                    UserMethod(
                        name: "subscript",
                        parameters: parameters + [DeclaredFunction.Parameter(
                            label: nil, name: accessor.parameterName ?? "newValue", type: elementType, isInout: false,
                            isVariadic: false, defaultValue: nil)],
                        resultType: .void, kind: .instance(isMutating: !selfType.isClassInstance && !accessor.isNonmutating),
                        throwsErrors: false, location: accessor.location)
                }
                table.subscripts.append((getter, setter))
                implicitCalls.hasAccessors = true
            case .stored, .computed, .deinitializer:
                continue
            }
        }
    }

    public func compileMethods(_ members: [MemberDeclaration], of type: NominalType) throws {
        try compileMethods(members, selfType: .nominal(type), table: type.members, typeName: type.name) {
            Checker.initialValue(of: type)
        }
        try compileAccessors(members, of: type)
    }

    /// A setter's or observer's body: a mutating method in which writing the property itself
    /// calls no observer.
    public func compileObserverBody(
        _ method: UserMethod, _ declaration: FunctionDeclaration, property: String, selfType: SessionType, typeName: String
    ) throws {
        try compile(
            method, declaration.parameters, declaration.body, closingBrace: declaration.closingBraceLocation,
            canThrow: false, selfType: selfType, typeName: typeName, initialValue: nil, observedProperty: property)
    }

    /// Checks each body now that every member's signature is known.
    public func compileMethods(
        _ members: [MemberDeclaration], selfType: SessionType, table: UserMembers, typeName: String,
        initialValue: () -> (Execution) throws -> Value
    ) throws {
        for member in members {
            switch member {
            case .function(let declaration):
                let overloads = (declaration.isStatic ? table.staticMethods : table.methods)[declaration.name] ?? []
                guard let method = overloads.first(where: { $0.location == declaration.nameLocation }),
                    method.genericTemplate == nil
                else { continue }
                // A result builder's rewrite (its own or a protocol's) is compiled as written
                // out, never by the scalar tier, which reads the body as declared.
                let body = try builderBody(of: declaration, in: selfType)
                try compile(
                    method, declaration.parameters, body, closingBrace: declaration.closingBraceLocation,
                    canThrow: declaration.effect != .none, selfType: selfType, typeName: typeName, initialValue: nil)
                if case .nominal(let type) = selfType, !type.isClass, body == declaration.body {
                    method.scalar = try? ScalarCompiler.compileMethod(declaration, method, of: type, checker: self)
                }
            case .initializer(let declaration):
                guard let method = table.initializers.first(where: { $0.location == declaration.location }),
                    method.genericTemplate == nil
                else { continue }
                // A class's initializer runs on an instance its caller allocated (see
                // `classInitializerCall`); a struct's builds `self` from the defaults.
                // Its body is type-checked before `self` is followed through it, as swiftc
                // reports a type error (`self.message = message` with a Binding for a
                // String) before a use of `self` the error leaves unset.
                try compile(
                    method, declaration.parameters, declaration.body, closingBrace: declaration.location,
                    canThrow: declaration.effect != .none, selfType: selfType, typeName: typeName,
                    initialValue: selfType.isClassInstance ? nil : initialValue())
                if case .nominal(let type) = selfType { try InitializerCompleteness(declaration, of: type).check() }
            case .subscriptDeclaration(let declaration):
                guard let entry = table.subscripts.first(where: { $0.getter.location == declaration.location }),
                    entry.getter.genericTemplate == nil
                else { continue }
                let name = FunctionDeclaration.magicName("subscript", declaration.parameters, isSubscript: true)
                try compile(
                    entry.getter, declaration.parameters, declaration.getter, closingBrace: declaration.location,
                    canThrow: false, selfType: selfType, typeName: typeName, initialValue: nil, declarationName: name)
                if let setter = entry.setter, let accessor = declaration.setter {
                    let parameters = declaration.parameters + [FunctionDeclaration.Parameter(
                        label: nil, name: accessor.parameterName ?? "newValue", location: accessor.location,
                        type: declaration.resultType)]
                    try compile(
                        setter, parameters, accessor.body, closingBrace: accessor.location, canThrow: false,
                        selfType: selfType, typeName: typeName, initialValue: nil, declarationName: name)
                }
            case .deinitializer(let declaration):
                if case .nominal(let type) = selfType, type.isClass { try compileDeinitializer(declaration, of: type) }
            case .stored, .computed:
                continue
            }
        }
    }

    public func compile(
        _ method: UserMethod, _ parameters: [FunctionDeclaration.Parameter], _ statements: [Statement],
        closingBrace: SourceLocation, canThrow: Bool, selfType: SessionType, typeName: String,
        initialValue: ((Execution) throws -> Value)?, observedProperty: String? = nil, declarationName: String? = nil
    ) throws {
        let contextSelf: SessionType = method.kind == .staticMethod ? .metatype(selfType) : selfType
        var resultType = method.resultType
        var isFailable = false
        if case .initializer(let failable) = method.kind {
            // `return nil` ends a failable initializer; a plain `return` any other.
            isFailable = failable
            resultType = failable ? .optional(.void) : .void
        }
        let context = FunctionContext(enclosing: nil, selfType: contextSelf, resultType: resultType)
        context.declarationName = declarationName ?? observedProperty ?? {
            switch method.kind {
            case .initializer: FunctionDeclaration.magicName("init", parameters)
            case _ where method.name == "deinit": "deinit"
            default: FunctionDeclaration.magicName(method.name, parameters)
            }
        }()
        context.canThrow = canThrow
        if method.errorType != .error { context.thrownErrorType = method.errorType }
        var isClassInitializer = false
        if case .initializer = method.kind { isClassInitializer = selfType.isClassInstance }
        context.selfIsMutable = method.isMutating || initialValue != nil
        context.isInitializer = initialValue != nil || isClassInitializer
        context.observedProperty = observedProperty
        let kindWord = method.kind == .staticMethod ? "static method" : "instance method"
        let body: Executor = try inFunction(context, parent: nil) {
            declareSelf(in: context, at: closingBrace)
            for (parameter, syntax) in zip(method.parameters, parameters) {
                let variable = Variable(
                    name: parameter.name, type: parameter.localType, isConstant: !parameter.isInout,
                    owner: context)
                noteReferenceKeyPath(variable, syntax.type)
                if parameter.name != "_" { scope.declare(parameter.name, .variable(variable)) }
                if syntax.type.implicitlyUnwrappedWrapped != nil { markImplicitlyUnwrapped(variable) }
            }
            return try inNestedScope {
                if context.isInitializer { return try checkStatements(statements) }
                return try checkFunctionBody(statements, resultType: resultType, kind: kindWord, closingBrace: closingBrace)
            }
        }
        // `self` (slot 0) and inout parameters arrive as the caller's boxes.
        var inoutPositions = method.parameters.indices.filter { method.parameters[$0].isInout }.map { $0 + 1 }
        if method.isMutating { inoutPositions.insert(0, at: 0) }
        let name = method.kind == .staticMethod || context.isInitializer
            ? "\(typeName).\(method.fullName)" : method.fullName
        var isInout = Array(repeating: false, count: method.parameters.count + 1)
        for index in inoutPositions { isInout[index] = true }
        if !context.isInitializer, !context.localsAreCaptured {
            // A method (not an initializer, whose `self` is made per call): frames reused.
            method.body = FunctionValue(direct: DirectCall(
                name: name, localCount: context.localCount, captures: [], inoutSlots: inoutPositions
            ) { execution in
                if case .returned(let value) = try body(execution) { return value }
                return .void
            })
            return
        }
        method.body = FunctionValue { execution, arguments in
            let frame = Frame(localCount: context.localCount, captures: [])
            for index in arguments.indices {
                if isInout[index], case .state(let box) = arguments[index] {
                    frame.locals[index] = box
                } else {
                    frame.locals[index] = Box(arguments[index], bornIn: execution.journal)
                }
            }
            if let initialValue { frame.locals[0] = Box(try initialValue(execution), bornIn: execution.journal) }
            return try execution.call(in: frame, function: name) {
                let flow: Flow
                do {
                    flow = try body(execution)
                } catch is InitializationFailed where isFailable {
                    return .none
                }
                if context.isInitializer {
                    if isFailable {
                        if case .returned(.none) = flow { return .none }
                        return .some(frame.locals[0].value)
                    }
                    return frame.locals[0].value
                }
                if case .returned(let value) = flow { return value }
                return .void
            }
        }
    }

    /// `self` before an initializer's body runs: stored properties with defaults have them;
    /// the others hold `.void` until the body assigns them (a wrapped one through
    /// `wrappedFieldInitialization`).
    public static func initialValue(of type: NominalType) -> (Execution) throws -> Value {
        guard type.kind == .structure else { return { _ in .void } }
        let properties = type.storedProperties
        return { execution in
            var fields: [Value] = []
            fields.reserveCapacity(properties.count)
            for property in properties {
                let value = try property.defaultValue?.evaluate(execution)
                fields.append(value ?? .void)
            }
            return .structure(StructValue(type: type, fields: fields))
        }
    }

    // MARK: Calling

    /// The members a session added to `type`, if any.
    public func userMembers(of type: SessionType) -> UserMembers? {
        if case .nominal(let nominal) = type {
            applyLibraryExtensionsToResult(type)
            return nominal.members
        }
        applyElementConstrainedExtensions(to: type)
        applyLibraryExtensions(to: type)
        return extensionRegistry.builtin[type]
    }

    public static let elementConstrainedTypeNames: Set<String> = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "Array",
    ]

    /// Gives `[T]` (or `Set<T>`, for `Sequence`) the members of the element-constrained
    /// extensions declared since it was last looked at whose requirements `T` meets.
    public func applyElementConstrainedExtensions(to type: SessionType) {
        guard !extensionRegistry.elementConstrained.isEmpty else { return }
        let element: SessionType
        switch type {
        case .array(let wrapped), .set(let wrapped): element = wrapped
        default: return
        }
        let start = appliedElementExtensions[type] ?? 0
        guard start < extensionRegistry.elementConstrained.count else { return }
        appliedElementExtensions[type] = extensionRegistry.elementConstrained.count
        for declaration in extensionRegistry.elementConstrained[start...] {
            if case .set = type, declaration.typeName != "Sequence" { continue }
            let saved = instantiation.bindings
            defer { instantiation.bindings = saved }
            instantiation.bindings["Element"] = element
            guard requirementsHold(declaration.generics) else { continue }
            var members = declaration
            members.generics = GenericSignature()
            // An error in the members shows where they are used: the type has none of them.
            try? builtinExtension(members, of: type)
        }
    }

    /// `base.name(arguments)` for a method the session declared.
    public func userMethodCall(
        on base: Checked, _ name: String, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked? {
        try rejectAssignToPublished(name, arguments, on: base.type)
        if name == "init", function.isInitializer, base.type == function.selfType, case .nominal(let type) = base.type, type.isClass {
            // `self.init(…)` in a convenience initializer: runs on the instance being made.
            return try delegatedClassInitializer(of: type, arguments, at: location)
        }
        if name == "init", function.isInitializer, base.type == function.selfType {
            // `self.init(…)` in an initializer: another initializer builds `self`.
            let checked = try initializer(of: base.type, arguments, expecting: base.type, at: location)
            let construct = checked.evaluate
            let failable = checked.type.isOptional
            return Checked(.void) { execution in
                let value = try construct(execution)
                if failable {
                    // Delegating to a failable initializer: its nil fails this one too.
                    guard case .some(let built) = value else { throw InitializationFailed() }
                    execution.frame.locals[0].value = built
                } else {
                    execution.frame.locals[0].value = value
                }
                return .void
            }
        }
        let viewed: [UserMethod]? = if !instantiation.extensionViews.isEmpty, case .nominal(let nominal) = base.type {
            instantiation.extensionViews[ObjectIdentifier(nominal)]?.methods[name]
        } else { nil }
        guard var overloads = viewed ?? userMembers(of: base.type)?.methods[name] else { return nil }
        let generics = overloads.filter { $0.genericTemplate != nil }
        if !generics.isEmpty {
            let plain = overloads.filter { $0.genericTemplate == nil }
            if plain.isEmpty || (try? chooseOverload(plain, arguments, expecting: expected, kind: "instance method", at: location)) == nil {
                overloads = [try genericMethodInstance(
                    among: generics, arguments, expecting: expected, typeName: base.type.displayName, at: location)]
            } else {
                overloads = plain
            }
        }
        let chosen: (UserMethod, [CallArgument])
        if case .nominal = base.type {
            chosen = try chooseOverload(overloads, arguments, expecting: expected, kind: "instance method", at: location)
        } else {
            // A built-in type's own methods of the same name stay available (`rounded()`
            // beside an extension's `rounded(to:)`).
            guard let found = try? chooseOverload(overloads, arguments, expecting: expected, kind: "instance method", at: location)
            else { return nil }
            chosen = found
        }
        let (method, checkedArguments) = chosen
        if method.throwsErrors { try requireTry(callingThrowing: method.fullName, at: location, errorType: method.errorType) }
        let receiver: CallArgument = method.isMutating
            ? .inout(try mutablePlace(base, name, at: location)) : .value(base.evaluate)
        let all = [receiver] + checkedArguments
        if case .nominal(let type) = base.type, type.isClass, !method.isFinal, !type.isFinal {
            return Checked(method.resultType, evaluate: Checker.dynamicallyDispatched(method, of: type, all))
        }
        if let scalar = method.scalar, let call = scalarMethodCall(method, scalar, receiver, checkedArguments, all) {
            return Checked(method.resultType, evaluate: call)
        }
        if let simple = DirectCall.SimpleArguments(all) {
            return Checked(method.resultType) { execution in
                guard let body = method.body else { throw RuntimeError.fatal("method '\(name)' cannot run: its declaration failed") }
                if let direct = body.direct { return try direct.call(simple, in: execution) }
                return try Checker.invoke(body, all, in: execution)
            }
        }
        return Checked(method.resultType) { execution in
            guard let body = method.body else { throw RuntimeError.fatal("method '\(name)' cannot run: its declaration failed") }
            return try Checker.invoke(body, all, in: execution)
        }
    }

    /// The instance of the first of a name's generic methods that accepts the arguments, as
    /// `overloadedCall` does for functions: `onChange(of:initial:_:)` with a closure that
    /// takes no parameters is the `() -> Void` overload, not the `(V, V) -> Void` one
    /// declared before it (a closure must use the parameters its context gives it).
    private func genericMethodInstance(
        among generics: [UserMethod], _ arguments: [Argument], expecting expected: SessionType?, typeName: String,
        at location: SourceLocation
    ) throws -> UserMethod {
        var firstError: Error?
        for generic in generics {
            do {
                let instance = try genericMethodInstance(generic, arguments, expecting: expected, typeName: typeName, at: location)
                if generics.count == 1 { return instance }
                _ = try chooseOverload([instance], arguments, expecting: expected, kind: "instance method", at: location)
                return instance
            } catch {
                firstError = firstError ?? error
            }
        }
        throw firstError!
    }

    /// A call of a scalar-tier method (see `ScalarFunction`), when its arguments are plain
    /// values and its receiver a value or a whole variable. A variable is written in place
    /// only while no journal entry and no dependent needs to hear of the write (after the
    /// statement's first writes to it, in a loop); otherwise the general evaluator runs it.
    private func scalarMethodCall(
        _ method: UserMethod, _ scalar: ScalarFunction, _ receiver: CallArgument, _ arguments: [CallArgument],
        _ all: [CallArgument]
    ) -> Evaluator? {
        // In structs: an array of bare closures stores each behind a reabstraction thunk.
        var plain: [PlainArgument] = []
        for case .value(let evaluate) in arguments { plain.append(PlainArgument(evaluate: evaluate)) }
        guard plain.count == arguments.count, let general = DirectCall.SimpleArguments(all) else { return nil }
        let list = ScalarArgumentList(arguments: plain)
        switch receiver {
        case .value(let evaluate):
            return { execution in try scalar.invoke(on: try evaluate(execution), list, in: execution) }
        case .inout(let place):
            guard let wholeBox = place.wholeBox else { return nil }
            let generalCall: Evaluator = { execution in
                guard let body = method.body else { throw RuntimeError.fatal("method '\(method.name)' cannot run: its declaration failed") }
                if let direct = body.direct { return try direct.call(general, in: execution) }
                return try Checker.invoke(body, all, in: execution)
            }
            if let slot = place.boxSlot {
                // The box lent, not retained (see `BoxSlot`).
                return scalar.mutatingCall(lending: slot, plain, otherwise: generalCall)
            }
            return { execution in
                let box = try wholeBox(execution)
                guard execution.writesWithoutBookkeeping(box) else { return try generalCall(execution) }
                return try scalar.invokeMutating(in: box, list, in: execution)
            }
        case .variadic:
            return nil
        }
    }

    /// `Type.name(arguments)` for a static method the session declared.
    public func userStaticCall(
        on type: SessionType, _ name: String, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation, receiver: Evaluator? = nil
    ) throws -> Checked? {
        if let call = try protocolMetatypeCall(on: type, name, arguments, expecting: expected, at: location, receiver: receiver) {
            return call
        }
        guard var overloads = userMembers(of: type)?.staticMethods[name] else { return nil }
        if overloads.contains(where: { $0.genericTemplate != nil }) {
            overloads = try genericStaticOverloads(overloads, arguments, expecting: expected, typeName: type.displayName, at: location)
        }
        let (method, checkedArguments) = try chooseOverload(
            overloads, arguments, expecting: expected, kind: "static method", at: location)
        if method.throwsErrors { try requireTry(callingThrowing: method.fullName, at: location, errorType: method.errorType) }
        if let receiver, case .nominal(let nominal) = type, nominal.isClass {
            // `type(of: vehicle).describe()`: the class the metatype holds at run time may
            // override a `class func`.
            return Checked(method.resultType) { execution in
                guard case .metatype(.nominal(let dynamic)) = try receiver(execution) else { preconditionFailure() }
                let chosen = dynamic.members.staticMethods[name]?.first { $0.hasSameSignature(as: method) } ?? method
                guard let body = chosen.body else { throw RuntimeError.fatal("method '\(name)' cannot run: its declaration failed") }
                return try Checker.invoke(body, [.value({ _ in .metatype(.nominal(dynamic)) })] + checkedArguments, in: execution)
            }
        }
        let all = [CallArgument.value({ _ in .metatype(type) })] + checkedArguments
        return Checked(method.resultType) { execution in
            guard let body = method.body else { throw RuntimeError.fatal("method '\(name)' cannot run: its declaration failed") }
            return try Checker.invoke(body, all, in: execution)
        }
    }

    /// `name(arguments)` inside a method: a method of `self` (or a static one of the type).
    public func implicitSelfCall(
        _ name: String, _ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked? {
        guard let selfValue = implicitSelf() else { return nil }
        if case .metatype(let type) = selfValue.type {
            return try userStaticCall(on: type, name, arguments, expecting: expected, at: location)
        }
        if let call = try userMethodCall(on: selfValue, name, arguments, expecting: expected, at: location) {
            return call
        }
        if let call = try userStaticCall(on: selfValue.type, name, arguments, expecting: expected, at: location) {
            return call
        }
        // A built-in method of a built-in type's `self` (`uppercased()` in `extension String`),
        // or a library one of a session Sequence's (`dropFirst()` in `extension Collection`).
        if case .nominal(let nominal) = selfValue.type, !Checker.hasLibrarySequenceMember(nominal, name) { return nil }
        if BuiltinMembers.globalFunctions[name] != nil { return nil }
        // A session Sequence's: its errors are the call's (the name is surely the library's).
        if case .nominal = selfValue.type { return try methodCall(on: selfValue, name, arguments, expecting: expected, at: location) }
        return try? methodCall(on: selfValue, name, arguments, expecting: expected, at: location)
    }

    /// `Type(arguments)` for a type with declared initializers; nil to use the memberwise one.
    public func userInitializerCall(
        of type: NominalType, _ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked? {
        let table = type.members
        guard !table.initializers.isEmpty else { return nil }
        let chosen: (UserMethod, [CallArgument])
        if table.hidesMemberwiseInitializer {
            let initializers = try specializedInitializers(table.initializers, arguments, expecting: expected, typeName: type.name, at: location)
            chosen = try chooseOverload(initializers, arguments, expecting: expected, kind: "initializer", at: location)
        } else {
            // Initializers from extensions sit beside the memberwise one.
            guard let initializers = try? specializedInitializers(
                table.initializers, arguments, expecting: expected, typeName: type.name, at: location),
                let found = try? chooseOverload(initializers, arguments, expecting: expected, kind: "initializer", at: location)
            else { return nil }
            chosen = found
        }
        let (initializer, checkedArguments) = chosen
        if initializer.throwsErrors {
            try requireTry(callingThrowing: initializer.fullName, at: location, errorType: initializer.errorType)
        }
        let all = [CallArgument.value({ _ in .void })] + checkedArguments
        return Checked(initializer.resultType) { execution in
            guard let body = initializer.body else { throw RuntimeError.fatal("initializer cannot run: its declaration failed") }
            return try Checker.invoke(body, all, in: execution)
        }
    }
}

extension Checker {
    /// `formatter.format` without a call: the method bound to the value, as a function.
    /// `among`: the overloads a name with labels picked (see `compoundMethodReference`);
    /// `expected`: the context's type, which picks among them (`let f: (Int) -> Int = c.scale`).
    public func userMethodReference(
        of base: Checked, _ name: String, at location: SourceLocation, among named: [UserMethod]? = nil,
        expecting expected: SessionType? = nil
    ) throws -> Checked? {
        guard let all = named ?? userMembers(of: base.type)?.methods[name] else { return nil }
        let overloads = Checker.overloadOfType(all, expected) { .function(parameters: $0.parameters.map(\.localType), result: $0.resultType) }
        guard overloads.count == 1 else { throw Diagnostic("ambiguous use of '\(name)'", at: location) }
        let method = overloads[0]
        if method.isMutating {
            throw Diagnostic("cannot reference 'mutating' method as function value", at: location)
        }
        if method.parameters.contains(where: \.isInout) {
            throw Diagnostic(
                "methods with 'inout' parameters cannot be used as values in a session; call '\(method.fullName)' directly",
                at: location)
        }
        let evaluate = base.evaluate
        let type = SessionType.function(parameters: method.parameters.map(\.localType), result: method.resultType)
        return Checked(type) { execution in
            let receiver = try evaluate(execution)
            return .function(FunctionValue { execution, arguments in
                guard let body = method.body else { throw RuntimeError.fatal("method '\(name)' cannot run: its declaration failed") }
                return try body.invoke(execution, [receiver] + arguments)
            })
        }
    }
}

extension Checker {
    /// `a == b`, `a < b`, `a + b` for a type that declares `static func <op>(lhs:rhs:)`.
    public func userOperatorCall(_ op: String, _ lhs: Expression, _ rhs: Expression, at location: SourceLocation) throws -> Checked? {
        guard hasUserOperators else { return nil }
        guard let left = try? checkValue(lhs) else { return nil }
        // `maybe == tag` with `maybe: Tag?`: Optional's `==` (its Wrapped is Equatable by the
        // declared one), which the built-in comparison applies, not the declared `==` itself.
        if op == "==" || op == "!=", left.type.isOptional || (try? checkValue(rhs))?.type.isOptional == true {
            return nil
        }
        guard let table = userMembers(of: left.type) else {
            // `2 * velocity`: the operator is the right operand's type's (Swift looks in both).
            return try userOperatorOfRightOperand(op, lhs, rhs, at: location)
        }
        if op == "!=", table.staticMethods["!="] == nil, table.staticMethods["=="] != nil {
            // Equatable's `!=` is the negation of the declared `==`.
            guard let equal = try userOperatorCall("==", lhs, rhs, at: location) else { return nil }
            let evaluate = equal.evaluate
            return Checked(.bool) { .bool(!(try evaluate($0).asBool)) }
        }
        // Comparable's defaults, from the declared `<`: a > b is b < a, a <= b is !(b < a),
        // a >= b is !(a < b). (The operands are checked in their written order, so an implicit
        // member like `.low` takes its type from the other; the call swaps their values.)
        let derivesFromLess = [">", "<=", ">="].contains(op) && table.staticMethods[op] == nil
        guard let overloads = table.staticMethods[derivesFromLess ? "<" : op] else { return nil }
        let arguments = [Argument(label: nil, value: lhs, location: lhs.location), Argument(label: nil, value: rhs, location: rhs.location)]
        let (method, checkedArguments) = try chooseOverload(overloads, arguments, expecting: nil, kind: "operator function", at: location)
        let type = left.type
        let swaps = derivesFromLess && op != ">="
        let all = [CallArgument.value({ _ in .metatype(type) })] + (swaps ? checkedArguments.reversed() : checkedArguments)
        let negates = derivesFromLess && op != ">"
        return Checked(method.resultType) { execution in
            guard let body = method.body else { throw RuntimeError.fatal("operator '\(op)' cannot run: its declaration failed") }
            let result = try Checker.invoke(body, all, in: execution)
            return negates ? .bool(!result.asBool) : result
        }
    }

    /// `k * v` where only the right operand's type declares the operator (`static func *
    /// (k: Double, v: Vector) -> Vector`).
    private func userOperatorOfRightOperand(
        _ op: String, _ lhs: Expression, _ rhs: Expression, at location: SourceLocation
    ) throws -> Checked? {
        guard let right = try? checkValue(rhs), let table = userMembers(of: right.type),
            let overloads = table.staticMethods[op]?.filter({ $0.parameters.count == 2 }), !overloads.isEmpty
        else { return nil }
        let arguments = [Argument(label: nil, value: lhs, location: lhs.location), Argument(label: nil, value: rhs, location: rhs.location)]
        return try operatorFunctionCall(op, overloads, arguments, of: right.type, at: location)
    }

    /// The call of the overload of a declared operator that fits `arguments`, on `type`.
    private func operatorFunctionCall(
        _ op: String, _ overloads: [UserMethod], _ arguments: [Argument], of type: SessionType, at location: SourceLocation
    ) throws -> Checked {
        let (method, checkedArguments) = try chooseOverload(overloads, arguments, expecting: nil, kind: "operator function", at: location)
        let all = [CallArgument.value({ _ in .metatype(type) })] + checkedArguments
        return Checked(method.resultType) { execution in
            guard let body = method.body else { throw RuntimeError.fatal("operator '\(op)' cannot run: its declaration failed") }
            return try Checker.invoke(body, all, in: execution)
        }
    }

    /// `-v` for a type that declares `static prefix func - (v: Vector) -> Vector`: the one
    /// overload of the operator's name taking one argument.
    public func userPrefixOperatorCall(_ op: String, _ operand: Expression, at location: SourceLocation) throws -> Checked? {
        guard hasUserOperators, let checked = try? checkValue(operand), let table = userMembers(of: checked.type),
            let overloads = table.staticMethods[op]?.filter({ $0.parameters.count == 1 }), !overloads.isEmpty
        else { return nil }
        let arguments = [Argument(label: nil, value: operand, location: operand.location)]
        return try operatorFunctionCall(op, overloads, arguments, of: checked.type, at: location)
    }

    /// Whether any type declared an operator function (until then, operators skip the lookup).
    public var hasUserOperators: Bool { implicitCalls.hasAccessors || foundation.dateIsUsed }
}

extension Checker {
    /// How values of `type` are ordered: Swift's `<` for the built-in Comparable types, the
    /// declared `static func <` of a session's Comparable type; nil when there is no order.
    /// The library's `sorted()`, `sort()`, `min()`, `max()` and `sorted(by: <)` use it.
    public func ascendingOrder(of type: SessionType) -> ((Execution) -> (Value, Value) throws -> Bool)? {
        if isComparable(type) { return { _ in { Value.less($0, $1) } } }
        guard case .nominal(let nominal) = type, let overloads = userMembers(of: type)?.staticMethods["<"],
            let less = overloads.first(where: { $0.parameters.map(\.localType) == [type, type] })
        else { return nil }
        return { execution in
            { lhs, rhs in
                guard let body = less.body else { throw RuntimeError.fatal("operator '<' of \(nominal.name) cannot run: its declaration failed") }
                return try body.invoke(execution, [.metatype(type), lhs, rhs]).asBool
            }
        }
    }
}

extension Checker {
    /// Whether `name` is a method the library gives `type` as a Sequence or Collection.
    static func hasLibrarySequenceMember(_ type: NominalType, _ name: String) -> Bool {
        ["Sequence", "Collection", "BidirectionalCollection"].contains { protocolName in
            type.conformances.contains(protocolName) && opaqueLibraryMembers[protocolName]?.contains(name) == true
        }
    }
}
