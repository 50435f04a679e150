import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// The session's protocols. A protocol is a type of its own (`any Shape`), whose values are
// existentials (`Value.existential(value, concrete type)`) and whose members are its
// requirements: each one, read or called, runs the witness of the value's concrete type. So
// `shapes.map { $0.area }` goes through the same member lookup as any struct's property.
//
// A type that conforms gets, once its own members are known: the protocol extensions'
// default implementations it lacks, checked for it (`Self` bound to it, as a generic type's
// instance is checked for its arguments); a check that every requirement is met; and its
// witnesses, small functions compiled for it that read, write or call each requirement.

extension Checker {
    // MARK: Declaring

    public func protocolDeclaration(_ declaration: ProtocolDeclaration) throws {
        let type = NominalType(name: declaration.name, kind: .protocolType)
        let info = ProtocolInfo(declaration: declaration)
        type.protocolInfo = info
        type.hasDynamicMemberLookup = declaration.attributes.contains("dynamicMemberLookup")
        for entry in declaration.inherited {
            guard case .named(let name, [], let location) = entry else {
                throw Diagnostic("inheritance from non-protocol type '\(entry)'", at: entry.location)
            }
            if let refined = userType(named: name), refined.kind == .protocolType {
                info.refined.append(refined)
                type.conformances.formUnion(refined.conformances.union([name]))
                type.hasDynamicMemberLookup = type.hasDynamicMemberLookup || refined.hasDynamicMemberLookup
            } else if Checker.knownProtocols.contains(name) || name == "AnyObject" {
                type.conformances.insert(name)
            } else {
                throw unknownTypeError(name, at: location)
            }
        }
        try declareType(type, at: declaration.nameLocation)
        let saved = instantiation.bindings
        defer { instantiation.bindings = saved }
        bindExistentialSelf(of: type)
        // The refined protocols' requirements are this one's too.
        for refined in info.refined {
            type.computedProperties += refined.computedProperties.filter { inherited in
                !type.computedProperties.contains { $0.name == inherited.name }
            }
            for (name, methods) in refined.members.methods { type.members.methods[name, default: []] += methods }
            for (name, setter) in refined.members.setters { type.members.setters[name] = setter }
        }
        // A library protocol's requirement it inherits (`protocol Named: CustomStringConvertible`)
        // is a member of `any Named` that reads the value's own, as `any CustomStringConvertible`'s
        // does; an extension's `description` is then a default for conformers, not a member of
        // the existential that would hide theirs.
        if type.conformances.contains("CustomStringConvertible") {
            for inherited in foundation.customStringConvertible.computedProperties
            where !type.computedProperties.contains(where: { $0.name == inherited.name }) {
                type.computedProperties.append(inherited)
            }
        }
        // Its own type aliases and those of the protocols it refines name types in its requirements.
        try withNestedTypes(of: declaration.name) { try declareRequirements(of: declaration, on: type) }
    }

    private func declareRequirements(of declaration: ProtocolDeclaration, on type: NominalType) throws {
        for property in declaration.properties where !property.isStatic {
            let propertyType = try resolve(property.type)
            let getter = Checker.dispatcher(type, key: "get " + property.name, mutating: false)
            type.computedProperties.append(NominalType.ComputedProperty(name: property.name, type: propertyType, body: getter))
            if property.isSettable {
                let setter = UserMethod(
                    name: property.name,
                    parameters: [DeclaredFunction.Parameter(label: nil, name: "newValue", type: propertyType, isInout: false, isVariadic: false, defaultValue: nil)],
                    resultType: .void, kind: .instance(isMutating: true), throwsErrors: false, location: property.location)
                setter.body = Checker.dispatcher(type, key: "set " + property.name, mutating: true)
                type.members.setters[property.name] = setter
                implicitCalls.hasAccessors = true
            }
        }
        for method in declaration.methods where !method.isStatic {
            let requirement = UserMethod(
                name: method.name, parameters: try resolveParameters(method.parameters),
                resultType: try method.resultType.map(resolve) ?? .void,
                kind: .instance(isMutating: method.isMutating), throwsErrors: method.effect != .none, location: method.nameLocation)
            requirement.body = Checker.dispatcher(type, key: Checker.witnessKey(method), mutating: method.isMutating)
            type.members.methods[method.name, default: []].append(requirement)
        }
    }

    /// Inside a protocol's requirements and its extensions' bodies for `any P`: `Self` is the
    /// existential, associated types are values of any type.
    private func bindExistentialSelf(of type: NominalType) {
        instantiation.bindings["Self"] = .nominal(type)
        for name in type.protocolInfo?.associatedTypeNames ?? [] { instantiation.bindings[name] = .any }
        for refined in type.protocolInfo?.refined ?? [] {
            for name in refined.protocolInfo?.associatedTypeNames ?? [] { instantiation.bindings[name] = .any }
        }
    }

    public static func witnessKey(_ method: FunctionDeclaration) -> String { "call " + method.fullName }

    /// A requirement's implementation on `any P`: finds the witness of the value's own type.
    /// A mutating one gets `self` as a box, and stores the value the witness leaves back in it.
    private static func dispatcher(_ type: NominalType, key: String, mutating: Bool) -> FunctionValue {
        let protocolName = type.name
        let info = type.protocolInfo
        return FunctionValue { execution, arguments in
            let box: Box? = if mutating, case .state(let box) = arguments[0] { box } else { nil }
            let receiver = box?.value ?? arguments[0]
            // An `any P`, or a value a `-> Self` requirement gave back unwrapped (`p.f().g()`):
            // the witness is its own type's.
            let (payload, concrete): (Value, SessionType) =
                if case .existential(let payload, let concrete) = receiver { (payload, concrete) } else { (receiver, receiver.dynamicType) }
            guard let witness = concrete.nominalType?.witnesses[protocolName]?[key] ?? info?.builtinWitnesses[concrete]?[key] else {
                throw RuntimeError.fatal("no witness for \(key) of \(protocolName) in \(concrete.displayName)")
            }
            let result = try witness.invoke(execution, [payload] + arguments.dropFirst())
            guard let box else { return result }
            guard case .tuple(let parts) = result else { preconditionFailure("a mutating witness returns its self") }
            box.value = .existential(parts[1], concrete)
            return parts[0]
        }
    }

    // MARK: Extensions

    /// `extension Shape { … }`: members for `any Shape`, and default implementations for the
    /// types that conform, those that already do included.
    public func extendProtocol(_ type: NominalType, with declaration: ExtensionDeclaration) throws {
        guard let info = type.protocolInfo else { return }
        let requirementNames = Set(type.computedProperties.map(\.name)).union(type.members.methods.keys)
        if declaration.generics.requirements.isEmpty {
            // Members of `any P`: each checked on its own, since one that needs what only a
            // conformer knows (`lhs.id == rhs.id` over an associated type) cannot be one; the
            // conformers get it checked for them below, and report its mistakes there.
            let saved = instantiation.bindings
            defer { instantiation.bindings = saved }
            bindExistentialSelf(of: type)
            for member in declaration.members where !requirementNames.contains(Checker.memberName(member) ?? "") {
                if case .function(let function) = member, function.isStatic { continue }
                var single = declaration
                single.members = [member]
                single.conformances = []
                _ = try? extend(type, with: single)
            }
        }
        info.extensions.append(declaration)
        do {
            for conformer in info.conformers { try adoptDefaults(of: type, in: conformer, from: [declaration]) }
            for builtin in info.builtinConformers { try adoptBuiltinDefaults(of: type, in: builtin, from: [declaration]) }
        } catch {
            // Declared again later (a file's extension that waits for a global), it is noted once.
            info.extensions.removeLast()
            throw error
        }
    }

    public static func memberName(_ member: MemberDeclaration) -> String? {
        switch member {
        case .function(let function): function.name
        case .computed(let property): property.name
        case .stored(let property): property.name
        case .initializer: "init"
        case .subscriptDeclaration: "subscript"
        case .deinitializer: "deinit"
        }
    }

    // MARK: Conforming

    /// After a type's members are checked: for each of the session's protocols it conforms
    /// to, the defaults it lacks, the requirements checked, and its witnesses.
    public func adoptProtocols(of type: NominalType, at location: SourceLocation) throws {
        for name in type.conformances.sorted() {
            guard let protocolType = userType(named: name), protocolType.kind == .protocolType, type.kind != .protocolType,
                !(protocolType.protocolInfo?.conformers.contains { $0 === type } ?? true)
            else { continue }
            try conform(type, to: protocolType, at: location)
        }
    }

    private func conform(_ type: NominalType, to protocolType: NominalType, at location: SourceLocation) throws {
        guard let info = protocolType.protocolInfo else { return }
        // Noted first: adding the defaults checks the type's conformances again.
        info.conformers.append(type)
        do {
            try checkConformance(type, to: protocolType, info, at: location)
        } catch {
            info.conformers.removeAll { $0 === type }
            throw error
        }
    }

    private func checkConformance(
        _ type: NominalType, to protocolType: NominalType, _ info: ProtocolInfo, at location: SourceLocation
    ) throws {
        for refined in info.refined where !(refined.protocolInfo?.conformers.contains { $0 === type } ?? true) {
            type.conformances.insert(refined.name)
            try conform(type, to: refined, at: location)
        }
        type.conformances.formUnion(protocolType.conformances)
        if protocolType.hasDynamicMemberLookup { type.hasDynamicMemberLookup = true }
        if protocolType.conformances.contains("AnyObject"), !type.isClass {
            throw Diagnostic(
                "non-class type '\(type.name)' cannot conform to class protocol '\(protocolType.name)'", at: location)
        }
        try adoptDefaults(of: protocolType, in: type, from: info.extensions)
        let saved = instantiation.bindings
        defer { instantiation.bindings = saved }
        try bindConformer(type, of: protocolType)
        let fail = Diagnostic("type '\(type.name)' does not conform to protocol '\(protocolType.name)'", at: location)
        for property in info.declaration.properties where property.isStatic {
            if userStaticMember(of: type, property.name) == nil { throw fail }
        }
        for method in info.declaration.methods where method.isStatic {
            if type.members.staticMethods[method.name] == nil { throw fail }
        }
        let witnesses = try instanceWitnesses(of: info, for: .nominal(type), failing: fail, at: location)
        for initializer in info.declaration.initializers {
            let labels = initializer.parameters.map(\.label)
            let declared = type.members.initializers.contains { $0.parameters.map(\.label) == labels }
            // The memberwise initializer takes every property, those with values optional.
            let given = type.storedProperties.filter { property in labels.contains { $0 == property.initializerLabel } }
            let memberwise = type.kind == .structure && !type.members.hidesMemberwiseInitializer
                && given.map(\.initializerLabel) == labels.compactMap { $0 } && labels.allSatisfy { $0 != nil }
                && type.storedProperties.allSatisfy { property in
                    property.defaultValue != nil || labels.contains { $0 == property.initializerLabel }
                }
            if !declared && !memberwise { throw fail }
        }
        type.witnesses[protocolType.name] = witnesses
    }

    /// The witnesses of a protocol's instance requirements for `selfType` (a session type or
    /// a built-in one): each reads, writes or calls the member of that name on `self`, so
    /// whatever the type's member lookup finds (its own, an extension's, a default) is it.
    public func instanceWitnesses(
        of info: ProtocolInfo, for selfType: SessionType, failing fail: Diagnostic, at location: SourceLocation
    ) throws -> [String: FunctionValue] {
        var witnesses: [String: FunctionValue] = [:]
        for property in info.declaration.properties where !property.isStatic {
            let expected = try resolve(property.type)
            let read = Checker.wrapperAccess(" self", property.name, at: location)
            guard let getter = try? witnessThunk(selfType, [], isMutating: false, at: location, { _ in .expression(read) }),
                getter.type == expected || conversionExists(getter.type, expected)
            else { throw fail }
            witnesses["get " + property.name] = getter.function
            if property.isSettable {
                guard let setter = try? witnessThunk(selfType, [expected], isMutating: true, at: location, { parameters in
                    .assignment(read, parameters[0])
                }) else { throw fail }
                witnesses["set " + property.name] = setter.function
            }
        }
        for method in info.declaration.methods where !method.isStatic {
            let parameterTypes = try method.parameters.map { try resolve($0.type) }
            let expectedResult = try method.resultType.map(resolve) ?? .void
            let callee = Checker.wrapperAccess(" self", method.name, at: location)
            guard let call = try? witnessThunk(selfType, parameterTypes, isMutating: method.isMutating, at: location, { parameters in
                .expression(Expression(.call(callee: callee, arguments: zip(method.parameters, parameters).map { parameter, value in
                    Argument(label: parameter.label, value: value, location: location)
                }), at: location))
            }), call.type == expectedResult || expectedResult == .void || conversionExists(call.type, expectedResult)
            else { throw fail }
            witnesses[Checker.witnessKey(method)] = call.function
        }
        return witnesses
    }

    /// `Self` and the protocol's associated types, for checking a conformer's defaults and
    /// witnesses: an associated type is the conformer's `typealias` of that name, or the type
    /// its member for a requirement that names it has.
    public func bindConformer(_ type: NominalType, of protocolType: NominalType) throws {
        instantiation.bindings["Self"] = .nominal(type)
        let protocols = [protocolType] + (protocolType.protocolInfo?.refined ?? [])
        // A default of a refining protocol (first) overrides the refined one's.
        var settled: Set<String> = []
        for candidate in protocols {
            guard let info = candidate.protocolInfo else { continue }
            let names = Set(info.associatedTypeNames).subtracting(settled)
            defer { settled.formUnion(names) }
            var inferred: [String: SessionType] = [:]
            for name in names {
                if let aliased = declared.typeAliases[type.name + "." + name] { inferred[name] = aliased }
            }
            for property in info.declaration.properties where mentions(property.type, names) {
                // `static var defaultValue: Value` of an `EnvironmentKey`: the conformer's
                // `static let defaultValue = "light"` settles `Value`.
                if let actual = property.isStatic ? staticMemberType(of: type, property.name) : memberType(of: type, property.name) {
                    try? unify(property.type, actual, names, &inferred, at: property.location)
                }
            }
            for method in info.declaration.methods where !method.isStatic {
                guard let overload = type.members.methods[method.name]?.first(where: { $0.parameters.count == method.parameters.count })
                else { continue }
                for (syntax, parameter) in zip(method.parameters, overload.parameters) where mentions(syntax.type, names) {
                    try? unify(syntax.type, parameter.type, names, &inferred, at: method.nameLocation)
                }
                if let result = method.resultType, mentions(result, names) {
                    try? unify(result, overload.resultType, names, &inferred, at: method.nameLocation)
                }
            }
            if let specialization = type.specialization, let template = declared.genericTypes[specialization.base] {
                // `struct XBinding<Value>: XBindingConvertible`: a parameter of the conformer's
                // own with an associated type's name is it.
                for (parameter, argument) in zip(template.parameterNames, specialization.arguments)
                where names.contains(parameter) && inferred[parameter] == nil {
                    inferred[parameter] = argument
                }
            }
            for associated in info.declaration.associatedTypes where inferred[associated.name] == nil {
                // `associatedtype Unit = Int`, settled by nothing the conformer declares.
                if let defaultType = associated.defaultType, let resolved = try? resolve(defaultType) {
                    inferred[associated.name] = resolved
                }
            }
            for name in names {
                instantiation.bindings[name] = inferred[name] ?? .any
                if let bound = inferred[name] { type.associatedTypeBindings[name] = bound }
            }
        }
    }

    /// `Item` of a type that conforms to a protocol with that associated type; `ID` of an
    /// Identifiable type; `Element` of a collection.
    public func associatedType(_ name: String, of type: SessionType) -> SessionType? {
        if let nominal = type.nominalType {
            if let bound = nominal.associatedTypeBindings[name] { return bound }
            // `Self.Value` in a protocol's own requirements: any type, for `any P`.
            if nominal.protocolInfo?.associatedTypeNames.contains(name) == true { return .any }
            if let aliased = declared.typeAliases[nominal.name + "." + name] { return aliased }
            if let sequence = userSequenceAssociatedType(name, of: type) { return sequence }
        }
        if name == "ID", let identifier = identifierType(of: type) { return identifier }
        if name == "Element", type.elementType != .any { return type.elementType }
        // `C.Element` for a `C: Collection` bound to `String` (`Character`) or a dictionary.
        if name == "Element", let element = Checker.sequenceElement(of: type), element != .any { return element }
        return nil
    }

    /// The type of a conformer's property `name`, stored or computed.
    private func memberType(of type: NominalType, _ name: String) -> SessionType? {
        if let index = type.storedPropertyIndex(named: name) { return type.storedProperties[index].type }
        if let index = type.computedPropertyIndex(named: name) { return type.computedProperties[index].type }
        return nil
    }

    private func staticMemberType(of type: NominalType, _ name: String) -> SessionType? {
        type.staticProperties[name]?.type ?? type.mutableStaticProperties[name]?.type
    }

    private func userStaticMember(of type: NominalType, _ name: String) -> Any? {
        type.staticProperties[name] ?? type.mutableStaticProperties[name]
            ?? type.members.staticMethods[Checker.staticPropertyMethodName(name)]
    }

    public func conversionExists(_ actual: SessionType, _ expected: SessionType) -> Bool {
        conversion(of: Checked(actual) { _ in .void }, to: expected) != nil
    }

    /// The members of `extensions` of `protocolType` that `type` does not declare itself,
    /// checked for `type`.
    private func adoptDefaults(of protocolType: NominalType, in type: NominalType, from extensions: [ExtensionDeclaration]) throws {
        let saved = instantiation.bindings
        defer { instantiation.bindings = saved }
        // The extension is the protocol's: only `Self` and its associated types are bound
        // there, not the names the conformer's own declaration binds.
        instantiation.bindings = [:]
        try bindConformer(type, of: protocolType)
        // A constrained extension's member (`extension Entity where Self: Scored`) is more
        // specialized than an unconstrained one of the same name, so Swift picks it: adopted first.
        let constrainedFirst = extensions.filter { !$0.generics.requirements.isEmpty }
            + extensions.filter { $0.generics.requirements.isEmpty }
        for declaration in constrainedFirst {
            guard requirementsHold(declaration.generics) else { continue }
            guard let defaults = defaults(in: declaration, missingFrom: type) else { continue }
            // In the defaults' bodies, a method only the protocol's extensions declare is
            // theirs, even where the type declares its own.
            let savedViews = instantiation.extensionViews
            defer { instantiation.extensionViews = savedViews }
            var views: [ObjectIdentifier: UserMembers] = [:]
            try addExtensionView(of: protocolType, for: type, to: &views)
            instantiation.extensionViews = views
            // A subclass that conforms too gets the defaults made for it (`Self` is its own).
            let adopting = protocolDefaultsBeingAdopted
            protocolDefaultsBeingAdopted = protocolType
            defer { protocolDefaultsBeingAdopted = adopting }
            try extend(type, with: defaults)
        }
    }

    /// The members of a protocol extension that `type` does not declare itself, as an
    /// extension of `type` (nil when there are none). For a class, whose instance is a
    /// reference, a default's `mutating` does not apply.
    public func defaults(in declaration: ExtensionDeclaration, missingFrom type: NominalType) -> ExtensionDeclaration? {
        var defaults = declaration
        defaults.conformances = []
        defaults.generics = GenericSignature()
        defaults.members = declaration.members.filter { member in
            guard let name = Checker.memberName(member) else { return false }
            switch member {
            case .function(let function) where function.isStatic:
                return type.members.staticMethods[function.name] == nil
            case .function(let function):
                // Another overload of the name (`removeDuplicates(by:)` beside
                // `removeDuplicates()`) is still adopted; the same one is the type's own.
                return !(type.members.methods[name] ?? []).contains { $0.fullName == function.fullName }
            default:
                return memberType(of: type, name) == nil && type.members.methods[name] == nil
            }
        }
        if defaults.members.isEmpty { return nil }
        if type.isClass {
            defaults.members = defaults.members.map { member in
                guard case .function(var function) = member, let index = function.modifiers.firstIndex(of: "mutating") else {
                    return member
                }
                function.modifiers.remove(at: index)
                if index < function.modifierLocations.count { function.modifierLocations.remove(at: index) }
                return .function(function)
            }
        }
        return defaults
    }

    // MARK: Witness thunks

    public enum ThunkBody {
        case expression(Expression)
        case assignment(Expression, Expression)
    }

    /// A function of `(self, parameters…)` that runs `body` on them: a witness. A mutating
    /// one returns `(result, self afterwards)`.
    public func witnessThunk(
        _ selfType: SessionType, _ parameterTypes: [SessionType], isMutating: Bool, at location: SourceLocation,
        _ body: ([Expression]) -> ThunkBody
    ) throws -> (type: SessionType, function: FunctionValue) {
        let context = FunctionContext(enclosing: nil, selfType: nil, resultType: nil)
        let (type, evaluate): (SessionType, Evaluator) = try inFunction(context, parent: nil) {
            let selfVariable = Variable(name: " self", type: selfType, isConstant: !isMutating, owner: context)
            scope.declare(" self", .variable(selfVariable))
            var parameters: [Expression] = []
            for (index, parameterType) in parameterTypes.enumerated() {
                let name = " parameter \(index)"
                scope.declare(name, .variable(Variable(name: name, type: parameterType, isConstant: true, owner: context)))
                parameters.append(Expression(.identifier(name), at: location))
            }
            switch body(parameters) {
            case .expression(let expression):
                let checked = try accessorMutatingCall(expression) ?? checkValue(expression)
                return (checked.type, checked.evaluate)
            case .assignment(let target, let value):
                let write = try assignment(target, "=", value, at: location)
                return (.void, { execution in
                    _ = try write(execution)
                    return .void
                })
            }
        }
        let locals = context.localCount
        let function = FunctionValue { execution, arguments in
            let frame = Frame(localCount: locals, captures: [])
            for (index, argument) in arguments.enumerated() { frame.locals[index] = Box(argument, bornIn: execution.journal) }
            return try execution.call(in: frame) {
                let result = try evaluate(execution)
                return isMutating ? .tuple([result, frame.locals[0].value]) : result
            }
        }
        return (type, function)
    }
}

extension Checker {
    /// `Named & Aged`, `any Named & Aged`: a protocol (named so) refining each of them, made
    /// once; its members are theirs, dispatched to their witnesses.
    public func protocolComposition(_ components: [TypeSyntax], at location: SourceLocation) throws -> SessionType {
        var protocols: [NominalType] = []
        for component in components {
            let type = try resolve(component)
            guard case .nominal(let nominal) = type, nominal.kind == .protocolType, nominal.protocolInfo != nil else {
                throw Diagnostic(
                    "non-protocol, non-class type '\(type.displayName)' cannot be used within a protocol-constrained type",
                    at: component.location)
            }
            if !protocols.contains(where: { $0 === nominal }) { protocols.append(nominal) }
        }
        if protocols.count == 1 { return .nominal(protocols[0]) }
        let name = protocols.map(\.name).joined(separator: " & ")
        if let existing = declared.types[name], existing.protocolInfo?.refined.elementsEqual(protocols, by: ===) == true {
            return .nominal(existing)
        }
        declared.types[name] = nil
        let declaration = ProtocolDeclaration(
            name: name, nameLocation: location,
            inherited: protocols.map { .named($0.name, genericArguments: [], location: location) })
        try protocolDeclaration(declaration)
        guard let made = declared.types[name] else { preconditionFailure("composition not declared") }
        return .nominal(made)
    }
}

extension Checker {
    /// `extension CaseIterable where Self: Equatable { … }`: an extension of a library
    /// protocol, whose members each session type that conforms (and meets the `where`
    /// clause) gets, those declared later too, unless it has a member of that name.
    public func extendLibraryProtocol(_ declaration: ExtensionDeclaration) throws {
        if !declaration.conformances.isEmpty {
            throw Diagnostic(
                "extension of protocol '\(declaration.typeName)' cannot have an inheritance clause",
                // At `extension`, as Swift reports it.
                at: SourceLocation(line: declaration.nameLocation.line, column: max(1, declaration.nameLocation.column - 10)))
        }
        let associated = Checker.isCollectionProtocol(declaration.typeName) ? Checker.collectionAssociatedTypeNames : []
        if let requirement = declaration.generics.requirements.first(where: { $0.subject != "Self" && !associated.contains($0.subject) }) {
            throw Diagnostic(
                "'where' clauses of extensions of library protocols may only constrain 'Self' in a session", at: requirement.location)
        }
        extensionRegistry.libraryProtocol.append(declaration)
        for type in declared.types.values.sorted(by: { $0.name < $1.name }) where type.kind != .protocolType {
            try adoptLibraryProtocolExtensions(in: type)
        }
    }

    public func adoptLibraryProtocolExtensions(in type: NominalType) throws {
        guard type.kind != .protocolType else { return }
        adoptCollectionDefaults(in: type)
        guard !adoptingCollectionDefaults.contains(ObjectIdentifier(type)), type.adoptedLibraryExtensions < extensionRegistry.libraryProtocol.count else { return }
        let start = type.adoptedLibraryExtensions
        type.adoptedLibraryExtensions = extensionRegistry.libraryProtocol.count
        for declaration in extensionRegistry.libraryProtocol[start...] {
            if Checker.isCollectionProtocol(declaration.typeName) {
                // Checked for each conforming type, not generically as Swift does: one that
                // fails for this type leaves it without the members, and a use says why.
                do {
                    try adoptLibraryProtocolExtension(declaration, in: type)
                } catch let diagnostic as Diagnostic {
                    for name in declaration.members.compactMap(Checker.memberName) {
                        libraryExtensionFailures[.nominal(type), default: [:]][name] = diagnostic
                    }
                }
            } else {
                try adoptLibraryProtocolExtension(declaration, in: type)
            }
        }
    }

    /// The static methods a session protocol's extensions give its conformers, adopted before
    /// the conformer's own bodies are checked, as Swift lets those bodies call them: a view's
    /// `let _ = Self._printChanges()` in its `body`, the prelude's `extension View`. (The rest
    /// of the defaults wait for the conformance, which may need the bodies: `some View`.)
    func adoptProtocolStaticDefaults(in type: NominalType) {
        for name in type.conformances.sorted() {
            guard let protocolType = userType(named: name), protocolType.kind == .protocolType,
                type.kind != .protocolType, let info = protocolType.protocolInfo
            else { continue }
            let statics: [ExtensionDeclaration] = info.extensions.compactMap { declaration in
                guard declaration.generics.requirements.isEmpty else { return nil }
                var staticOnly = declaration
                staticOnly.members = declaration.members.filter { member in
                    if case .function(let function) = member { return function.isStatic && function.generics.parameters.isEmpty }
                    return false
                }
                return staticOnly.members.isEmpty ? nil : staticOnly
            }
            if !statics.isEmpty { try? adoptDefaults(of: protocolType, in: type, from: statics) }
        }
    }

    /// The library's own defaults for a session collection type (`Checker+CollectionDefaults`),
    /// before any extension of the session's, whose members may call them.
    func adoptCollectionDefaults(in type: NominalType) {
        guard type.conformances.contains("Collection"), collectionDefaultsAdopted[ObjectIdentifier(type)]?.type !== type else { return }
        collectionDefaultsAdopted[ObjectIdentifier(type)] = WeakNominalType(type)
        adoptingCollectionDefaults.insert(ObjectIdentifier(type))
        defer { adoptingCollectionDefaults.remove(ObjectIdentifier(type)) }
        for declaration in Checker.collectionDefaults {
            // One that does not fit the type (slices of an index other than Int, which no
            // `Range` holds here) leaves the members to the Sequence ones on its elements.
            try? adoptLibraryProtocolExtension(declaration, in: type)
        }
    }

    private func adoptLibraryProtocolExtension(_ declaration: ExtensionDeclaration, in type: NominalType) throws {
        guard conforms(.nominal(type), to: declaration.typeName) else { return }
        let saved = instantiation.bindings
        defer { instantiation.bindings = saved }
        instantiation.bindings = libraryProtocolBindings(of: type)
        guard requirementsHold(declaration.generics) else { return }
        guard let defaults = defaults(in: declaration, missingFrom: type) else { return }
        try extend(type, with: defaults)
    }

    /// The library protocols whose extensions see a conforming type's associated types.
    public static func isCollectionProtocol(_ name: String) -> Bool {
        name == "Sequence" || userCollectionProtocols[name] != nil
    }

    public static let collectionAssociatedTypeNames: Set<String> = ["Element", "Index", "Iterator", "SubSequence", "Indices"]

    /// What an extension of a library protocol binds for `type`: `Self`, and a Sequence's or
    /// Collection's associated types (`Element`, `Index`, `SubSequence`…).
    private func libraryProtocolBindings(of type: NominalType) -> [String: SessionType] {
        var bindings: [String: SessionType] = ["Self": .nominal(type)]
        for name in Checker.collectionAssociatedTypeNames {
            if let bound = associatedType(name, of: .nominal(type)) { bindings[name] = bound }
        }
        return bindings
    }
}
