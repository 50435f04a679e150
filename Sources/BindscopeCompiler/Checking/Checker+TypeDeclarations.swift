import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    public static let knownProtocols: Set<String> = Set([
        "CustomStringConvertible", "CustomDebugStringConvertible", "Equatable", "Hashable",
        "Identifiable", "Sendable", "Comparable", "CaseIterable", "Error", "LocalizedError", "RawRepresentable",
        "Sequence", "IteratorProtocol", "Collection", "BidirectionalCollection", "RandomAccessCollection",
        "MutableCollection", "CodingKey",
    ]).union(Checker.codableProtocols).union(Checker.literalProtocols.map(\.protocol))

    public func structDeclaration(_ declaration: StructDeclaration) throws {
        if !declaration.generics.parameters.isEmpty {
            return try declareGenericType(.structure(declaration), declaration.generics, at: declaration.nameLocation)
        }
        try withNestedTypes(of: declaration.name) { try declareStruct(declaration) }
    }

    /// `instance`: a generic type's instance, made and cached by `instantiate`, declared here
    /// with its arguments bound and registered under no name. Its bodies (computed
    /// properties, methods) are returned to be checked later, once every instance the
    /// signatures named is laid out (see `InstancePass`); a plain type's are checked here.
    @discardableResult
    public func declareStruct(_ written: StructDeclaration, as instance: NominalType? = nil) throws -> (() throws -> Void)? {
        var declaration = written
        declaration.members = Checker.staticPropertiesAsMethods(written.members)
        let type = instance ?? forwardClass(declaring: declaration)
            ?? NominalType(name: declaration.name, kind: declaration.isClass ? .classType : .structure)
        type.isFinal = declaration.isFinal
        type.isPropertyWrapper = declaration.attributes.contains("propertyWrapper")
        type.isResultBuilder = declaration.attributes.contains("resultBuilder")
        type.hasDynamicMemberLookup = declaration.attributes.contains("dynamicMemberLookup")
        type.isObservable = declaration.attributes.contains("Observable")
        var inheritance = declaration.conformances
        if declaration.isClass {
            try inheritSuperclass(of: type, from: &inheritance)
            declaration.members = declaration.members.map { observingOverride($0, of: type) }
            try registerDeinitializer(in: written.members)
        } else {
            try rejectClassModifiers(in: written.members)
            try rejectDeinitializers(in: written.members, of: "struct", named: written.name, at: written.nameLocation)
        }
        type.conformances.formUnion(Checker.withRefined(try protocols(inheritance)))
        declaration.members += try observableObjectMembers(of: type, declaration.members, at: declaration.nameLocation)
        if instance == nil { try declareType(type, at: declaration.nameLocation) }
        // A `static let` is checked in order when it can be (instance defaults may use it:
        // `var servings = Recipe.defaultServings`); one that needs what comes later
        // (`static let shared = Preferences(order: .default, pageSize: 20)`, the memberwise
        // initializer) is checked again once the type's properties and methods are known.
        var deferredStatics: [VariableDeclaration] = []
        // Methods' signatures first: a default value may call one (`var name = Doc.defaultName()`).
        try registerMethods(declaration.members, selfType: .nominal(type), into: type.members, inTypeBody: true)
        for member in declaration.members {
            switch member {
            case .stored(let property) where property.isStatic:
                // `static let shared = Settings()` above `var launches = 0`: made now, the
                // instance would lack the stored properties declared below it.
                if Checker.constructsOwnType(property, named: declaration.name) {
                    deferredStatics.append(property)
                    continue
                }
                do { try storedProperty(property, of: type) } catch { deferredStatics.append(property) }
            case .stored(let property) where type.isClass && property.modifiers.contains("override"):
                // `override var sides: Int { didSet { … } }`: observers of an inherited property.
                guard type.storedPropertyIndex(named: property.name) != nil else {
                    throw Diagnostic("property does not override any property from its superclass", at: property.nameLocation)
                }
            case .stored(let property):
                let first = type.storedProperties.count
                try storedProperty(property, of: type)
                for index in first..<type.storedProperties.count {
                    type.storedProperties[index].location = property.nameLocation
                    type.storedProperties[index].isPrivate = property.modifiers.contains("private")
                }
            case .computed(let property):
                try registerComputed(property, of: type)
            case .function, .initializer, .subscriptDeclaration, .deinitializer:
                break
            }
        }
        try registerAccessors(declaration.members, of: type)
        // A class's inherited or implicit initializers first: a `static let shared =
        // Storage()` waiting below calls one.
        if type.isClass { try settleClassInitializers(of: type, declaration.members, at: declaration.nameLocation) }
        for property in deferredStatics { try storedProperty(property, of: type) }
        if type.isPropertyWrapper, wrappedValueType(of: type) == nil {
            throw Diagnostic(
                "property wrapper type '\(written.name)' does not contain a non-static property named 'wrappedValue'",
                at: declaration.nameLocation)
        }
        try requireResultBuilderMethods(type, at: declaration.nameLocation)
        try compileBodiesWaiting(for: type)
        return try checkBodies(declaration.members, of: type, at: declaration.nameLocation, later: instance != nil)
    }

    public func enumDeclaration(_ declaration: EnumDeclaration) throws {
        if !declaration.generics.parameters.isEmpty {
            return try declareGenericType(.enumeration(declaration), declaration.generics, at: declaration.nameLocation)
        }
        try withNestedTypes(of: declaration.name) { try declareEnum(declaration) }
    }

    /// `instance`: as for `declareStruct`, its bodies are returned to be checked later.
    @discardableResult
    public func declareEnum(_ written: EnumDeclaration, as instance: NominalType? = nil) throws -> (() throws -> Void)? {
        var declaration = written
        declaration.members = Checker.staticPropertiesAsMethods(written.members)
        let type = instance ?? NominalType(name: declaration.name, kind: .enumeration)
        type.isPropertyWrapper = declaration.attributes.contains("propertyWrapper")
        type.isResultBuilder = declaration.attributes.contains("resultBuilder")
        type.hasDynamicMemberLookup = declaration.attributes.contains("dynamicMemberLookup")
        var inheritance = declaration.inheritance
        if let first = inheritance.first, case .named(let name, [], _) = first,
            let rawType = ["Int": SessionType.int, "String": .string, "Character": .character, "Double": .double][name]
        {
            type.rawType = rawType
            inheritance.removeFirst()
        }
        type.conformances = Checker.withRefined(try protocols(inheritance))
        try rejectClassModifiers(in: written.members)
        try rejectDeinitializers(in: written.members, of: "enum", named: written.name, at: written.nameLocation)
        if instance == nil { try declareType(type, at: declaration.nameLocation) }
        var nextInteger = 0
        for enumCase in declaration.cases {
            if type.caseIndex(named: enumCase.name) != nil {
                throw Diagnostic("invalid redeclaration of '\(enumCase.name)'", at: enumCase.location)
            }
            var rawValue: Value?
            if let rawType = type.rawType {
                if let literal = enumCase.rawValue {
                    rawValue = try rawLiteral(literal, type: rawType)
                } else {
                    switch rawType {
                    case .int: rawValue = .int(nextInteger)
                    case .double: rawValue = .double(Double(nextInteger))
                    case .string: rawValue = .string(enumCase.name)
                    default:
                        throw Diagnostic(
                            "enum cases require explicit raw values when the raw type is not expressible by integer or string literal",
                            at: enumCase.location)
                    }
                }
                if case .int(let number)? = rawValue { nextInteger = number + 1 }
                // A Double's implicit raw values count on from a whole number, as Swift's do.
                if case .double(let number)? = rawValue, let whole = Int(exactly: number) { nextInteger = whole + 1 }
                if type.cases.contains(where: { $0.rawValue == rawValue }) {
                    throw Diagnostic("raw value for enum case is not unique", at: enumCase.location)
                }
            } else if let literal = enumCase.rawValue {
                throw Diagnostic("enum case cannot have a raw value if the enum does not have a raw type", at: literal.location)
            }
            var resolvedCase = NominalType.EnumCase(name: enumCase.name, rawValue: rawValue)
            if let associated = enumCase.associatedValues {
                if type.rawType != nil {
                    throw Diagnostic("enum with raw type cannot have cases with arguments", at: enumCase.location)
                }
                resolvedCase.payloadLabels = associated.map { $0.label == "_" ? nil : $0.label }
                resolvedCase.payloadTypes = try associated.map { try resolve($0.type) }
            }
            type.cases.append(resolvedCase)
        }
        for case .computed(let property) in declaration.members { try registerComputed(property, of: type) }
        for case .stored(let property) in declaration.members where !property.isStatic {
            throw Diagnostic("enums must not contain stored properties", at: property.nameLocation)
        }
        try registerMethods(declaration.members, of: type, inTypeBody: true)
        for case .stored(let property) in declaration.members {
            let first = type.storedProperties.count
            try storedProperty(property, of: type)
            for index in first..<type.storedProperties.count {
                type.storedProperties[index].location = property.nameLocation
                type.storedProperties[index].isPrivate = property.modifiers.contains("private")
            }
        }
        if type.isPropertyWrapper, wrappedValueType(of: type) == nil {
            throw Diagnostic(
                "property wrapper type '\(written.name)' does not contain a non-static property named 'wrappedValue'",
                at: declaration.nameLocation)
        }
        try requireResultBuilderMethods(type, at: declaration.nameLocation)
        try compileBodiesWaiting(for: type)
        return try checkBodies(declaration.members, of: type, at: declaration.nameLocation, later: instance != nil)
    }

    /// Checks the bodies of a type's members once every signature is known; for a generic
    /// instance (`later`), returns that check for when the outermost instance is laid out.
    private func checkBodies(
        _ members: [MemberDeclaration], of type: NominalType, at location: SourceLocation, later: Bool
    ) throws -> (() throws -> Void)? {
        let bodies = { [self] in
            // A collection's bodies may use what the library gives it (`Array(self)` walks
            // with a default `index(after:)`, `count`): its defaults come first.
            adoptCollectionDefaults(in: type)
            adoptProtocolStaticDefaults(in: type)
            try compileComputedProperties(members, of: type)
            try compileMethods(members, of: type)
            try checkConformances(of: type, at: location)
        }
        if later { return bodies }
        try bodies()
        return nil
    }

    public func extensionDeclaration(_ declaration: ExtensionDeclaration) throws {
        try withNestedTypes(of: declaration.typeName) { try declareExtension(declaration) }
    }

    private func declareExtension(_ written: ExtensionDeclaration) throws {
        var declaration = written
        declaration.members = Checker.staticPropertiesAsMethods(written.members)
        if let template = declared.genericTypes[declaration.typeName] {
            // Every instance gets the members, those made later too.
            for instance in template.instances.values { try extendInstance(instance, of: template, with: declaration) }
            template.extensions.append(declaration)
            return
        }
        if declaration.typeName != "Array", Checker.elementConstrainedTypeNames.contains(declaration.typeName),
            userType(named: declaration.typeName) == nil, declaration.conformances.isEmpty,
            declaration.generics.requirements.allSatisfy({ $0.subject == "Self" || Checker.collectionAssociatedTypeNames.contains($0.subject) })
        {
            // `extension Collection { … }` reaches the session's conforming types too, then
            // the library's below.
            try extendLibraryProtocol(declaration)
        }
        if Checker.knownProtocols.contains(declaration.typeName), userType(named: declaration.typeName) == nil,
            !Checker.elementConstrainedTypeNames.contains(declaration.typeName)
        {
            // `extension CaseIterable where Self: Equatable { func next() -> Self }`
            try extendLibraryProtocol(declaration)
            // `extension Comparable { … }` reaches `Int` and `String` too.
            if LibraryExtensionTargets.names.contains(declaration.typeName) {
                var registered = declaration
                registered.members = Checker.staticPropertiesAsMethods(declaration.members)
                extensionRegistry.libraryGeneric.append(registered)
            }
            return
        }
        if Checker.elementConstrainedTypeNames.contains(declaration.typeName), userType(named: declaration.typeName) == nil,
            declaration.requirements.isEmpty, !declaration.generics.requirements.isEmpty,
            declaration.generics.requirements.allSatisfy({ $0.subject == "Element" })
        {
            // `extension Sequence where Element: Shape`: for each `[T]` and `Set<T>` whose T conforms.
            // A conformance (`extension Array: Shape where Element: Shape`) is only Array's.
            if let conformance = declaration.conformances.first, declaration.typeName != "Array" {
                throw Diagnostic("conformances of built-in types are not supported in a session", at: conformance.location)
            }
            // Without a conformance, as any generic library extension: it reaches strings and ranges too.
            if declaration.conformances.isEmpty, try declareLibraryExtension(declaration) { return }
            extensionRegistry.elementConstrained.append(declaration)
            return
        }
        if !declaration.requirements.isEmpty, constrainsEveryParameter(declaration) {
            // `extension Array where Element == Contact`: members of `[Contact]`, checked now.
            return try builtinExtension(declaration, of: try constrainedLibraryType(declaration))
        }
        // `extension Binding { … }`, `extension Collection where Element: Equatable { … }`.
        if try declareLibraryExtension(declaration) { return }
        // `extension Entity where Self: Scored`: the protocol's conformers that meet it get its members.
        let isSessionProtocol = userType(named: declaration.typeName)?.kind == .protocolType
        if !isSessionProtocol,
            declaration.generics.requirements.contains(where: { if case .conformance = $0.kind { true } else { false } }) {
            throw Diagnostic(
                "'where' clauses with conformance requirements are supported on extensions of the session's generic types",
                at: declaration.nameLocation)
        }
        if !declaration.requirements.isEmpty {
            // `extension Array where Element == Contact`: members of `[Contact]`.
            return try builtinExtension(declaration, of: try constrainedLibraryType(declaration))
        }
        guard let type = userType(named: declaration.typeName) else {
            if let builtin = extensibleBuiltinType(named: declaration.typeName) {
                return try builtinExtension(declaration, of: builtin)
            }
            if Checker.builtinTypeNames.contains(declaration.typeName) {
                throw Diagnostic(
                    "extensions of built-in types ('\(declaration.typeName)') are not supported in a session",
                    at: declaration.nameLocation)
            }
            throw unknownTypeError(declaration.typeName, at: declaration.nameLocation)
        }
        if type.kind == .protocolType { return try extendProtocol(type, with: declaration) }
        try extend(type, with: declaration)
    }

    /// Adds an extension's conformances and members to a session type; all or nothing.
    public func extend(_ type: NominalType, with declaration: ExtensionDeclaration) throws {
        let added = try protocols(declaration.conformances)
        // Only a protocol written again is redundant: `extension Wrap: BidirectionalCollection`
        // of a Collection restates the Collection it refines, as Swift allows.
        let written = declaration.conformances.compactMap { syntax -> String? in
            if case .named(let name, _, _) = syntax { return name }
            return nil
        }
        for name in written where type.conformances.contains(name) {
            throw Diagnostic("redundant conformance of '\(type.name)' to protocol '\(name)'", at: declaration.nameLocation)
        }
        for case .stored(let property) in declaration.members where !property.isStatic {
            throw Diagnostic("extensions must not contain stored properties", at: property.nameLocation)
        }
        let snapshot = (type.conformances, type.computedProperties, type.staticProperties, type.mutableStaticProperties)
        let savedMembers = type.members.copy()
        do {
            type.conformances.formUnion(Checker.withRefined(added))
            for case .computed(let property) in declaration.members { try registerComputed(property, of: type) }
            // `static let standard = Config(name: "std")`: an extension may add static ones,
            // checked again after its methods when they need them (as in a type's body).
            var deferredStatics: [VariableDeclaration] = []
            for case .stored(let property) in declaration.members {
                do { try staticProperty(property, of: type) } catch { deferredStatics.append(property) }
            }
            try registerMethods(declaration.members, of: type, inTypeBody: false)
            for property in deferredStatics { try staticProperty(property, of: type) }
            try compileComputedProperties(declaration.members, of: type)
            try compileMethods(declaration.members, of: type)
            try checkConformances(of: type, at: declaration.nameLocation)
        } catch {
            (type.conformances, type.computedProperties, type.staticProperties, type.mutableStaticProperties) = snapshot
            type.members.restore(from: savedMembers)
            throw error
        }
        try passExtensionToSubclasses(
            of: type, before: savedMembers, added: type.conformances.subtracting(snapshot.0), at: declaration.nameLocation)
    }

    /// The library type an extension with same-type requirements is for: `[T]`, `Set<T>`,
    /// `T?`, `[K: V]`.
    /// The library types whose every generic parameter a same-type `where` clause may fix,
    /// making the extension one concrete type's (`constrainedLibraryType`).
    private static let concretelyExtensibleParameters: [String: [String]] = [
        "Array": ["Element"], "Set": ["Element"], "Optional": ["Wrapped"], "Dictionary": ["Key", "Value"],
    ]

    /// Whether `declaration`'s `where` clause fixes every generic parameter of the library
    /// type it extends with `==` and says nothing else.
    private func constrainsEveryParameter(_ declaration: ExtensionDeclaration) -> Bool {
        guard let expected = Checker.concretelyExtensibleParameters[declaration.typeName],
            userType(named: declaration.typeName) == nil
        else { return false }
        let onlySameType = declaration.generics.requirements.allSatisfy {
            if case .sameType = $0.kind { true } else { false }
        }
        return onlySameType && Set(declaration.requirements.keys) == Set(expected)
    }

    private func constrainedLibraryType(_ declaration: ExtensionDeclaration) throws -> SessionType {
        let requirements = declaration.requirements
        let parameters = Checker.concretelyExtensibleParameters
        guard let expected = parameters[declaration.typeName], userType(named: declaration.typeName) == nil,
            Set(requirements.keys) == Set(expected)
        else {
            throw Diagnostic(
                "same-type requirements in a session are 'Array where Element ==', 'Set where Element ==', 'Optional where Wrapped ==' or 'Dictionary where Key == …, Value == …'",
                at: declaration.nameLocation)
        }
        let types = try expected.map { try resolve(requirements[$0]!) }
        switch declaration.typeName {
        case "Array": return .array(types[0])
        case "Set": return .set(types[0])
        case "Optional": return .optional(types[0])
        default: return .dictionary(key: types[0], value: types[1])
        }
    }

    public func unknownTypeError(_ name: String, at location: SourceLocation) -> Diagnostic {
        if let unsupported = Checker.unsupportedLibraryName(name, at: location) { return unsupported }
        var message = "cannot find type '\(name)' in scope"
        if let suggestion = Suggestions.nearest(to: name, among: typeNames) {
            message += "; did you mean '\(suggestion)'?"
        }
        return Diagnostic(message, at: location)
    }

    /// The protocols a conformance brings with it: Foundation's `LocalizedError` refines
    /// `Error`, so its conformers can be thrown.
    public static func withRefined(_ names: Set<String>) -> Set<String> {
        names.contains("LocalizedError") ? names.union(["Error"]) : names
    }

    public func protocols(_ syntax: [TypeSyntax]) throws -> Set<String> {
        var names: Set<String> = []
        for entry in syntax {
            guard case .named(let name, [], let location) = entry else {
                throw Diagnostic("inheritance from non-protocol type '\(entry)'", at: entry.location)
            }
            if let declared = userType(named: name), declared.kind == .protocolType {
                names.insert(name)
                continue
            }
            guard Checker.knownProtocols.contains(name) else {
                if userType(named: name) != nil || Checker.builtinTypeNames.contains(name) {
                    throw Diagnostic("inheritance from non-protocol type '\(name)'", at: location)
                }
                throw unknownTypeError(name, at: location)
            }
            names.insert(name)
        }
        // `struct Grid: RandomAccessCollection` is a Collection and a Sequence too.
        for name in names { names.formUnion(Checker.userCollectionProtocols[name] ?? []) }
        return names
    }

    private func rawLiteral(_ expression: Expression, type: SessionType) throws -> Value {
        switch (expression.kind, type) {
        case (.integerLiteral(let text), .int):
            if let value = Int(text.filter { $0 != "_" }) { return .int(value) }
        case (.prefix("-", let inner), .int):
            if case .integerLiteral(let text) = inner.kind, let value = Int("-" + text) { return .int(value) }
        case (.stringLiteral(let segments), .string):
            if segments.isEmpty { return .string("") }
            if segments.count == 1, case .text(let text) = segments[0] { return .string(text) }
        case (.stringLiteral(let segments), .character):
            if segments.count == 1, case .text(let text) = segments[0], text.count == 1 { return .character(text.first!) }
        case (.integerLiteral(let text), .double):
            if let value = Double(text.filter { $0 != "_" }) { return .double(value) }
        case (.floatLiteral(let text), .double):
            if let value = Double(text.filter { $0 != "_" }) { return .double(value) }
        case (.prefix("-", let inner), .double):
            if case .integerLiteral(let text) = inner.kind, let value = Double("-" + text) { return .double(value) }
            if case .floatLiteral(let text) = inner.kind, let value = Double("-" + text) { return .double(value) }
        default:
            break
        }
        throw Diagnostic("raw value for enum case must be a literal", at: expression.location)
    }

    /// Stored properties of hoisted types see no session variables: their defaults are
    /// checked in an empty function, as at file scope.
    private func storedProperty(_ written: VariableDeclaration, of type: NominalType) throws {
        // `@ObservationIgnored var cache = 0`: a plain stored property, untracked.
        var property = written
        let isIgnored = property.attributes.first?.name == "ObservationIgnored"
        if isIgnored { property.attributes.removeFirst() }
        if property.isStatic { return try staticProperty(property, of: type) }
        if type.isObservable, !isIgnored, !property.isConstant {
            try rejectUntrackable(property)
        }
        if property.modifiers.contains("lazy") { return try lazyStoredProperty(property, of: type) }
        if let ownership = property.modifiers.first(where: { $0 == "weak" || $0 == "unowned" }) {
            return try ownershipStoredProperty(property, ownership, of: type)
        }
        if let attribute = property.attributes.first {
            guard property.attributes.count == 1, propertyWrapperType(named: attribute.name) else {
                if userType(named: attribute.name)?.isResultBuilder == true {
                    // SE-0289 lets a stored property's builder apply to the memberwise initializer.
                    throw Diagnostic(
                        "result builders on stored properties ('@\(attribute.name)') are not supported in a session yet",
                        at: attribute.location)
                }
                throw Checker.unsupportedLibraryName(attribute.name, at: attribute.location, attribute: true)
                    ?? Diagnostic("unknown attribute '\(attribute.name)'", at: attribute.location)
            }
            guard !property.isConstant else {
                throw Diagnostic("property wrapper can only be applied to a 'var'", at: attribute.atSignLocation)
            }
            return try wrappedStoredProperty(property, attribute, of: type)
        }
        let storedName = property.name
        if type.storedPropertyIndex(named: storedName) != nil {
            throw Diagnostic("invalid redeclaration of '\(property.name)'", at: property.nameLocation)
        }
        let unwrapped = property.type?.implicitlyUnwrappedWrapped
        let declared = try unwrapped.map { SessionType.optional(try resolve($0)) } ?? property.type.map(resolve)
        let context = FunctionContext(enclosing: nil, selfType: nil, resultType: nil)
        var defaultValue: Checked? = try property.initializer.map { expression in
            try inFunction(context, parent: nil) {
                if let declared { return try check(expression, as: declared, in: .initialization) }
                return try checkValue(expression)
            }
        }
        guard let propertyType = declared ?? defaultValue?.type else {
            throw Diagnostic("type annotation missing in pattern", at: property.nameLocation)
        }
        // An optional `var` without a value starts as nil, and the memberwise initializer
        // lets it be left out.
        if defaultValue == nil, propertyType.isOptional, !property.isConstant {
            defaultValue = Checked(propertyType) { _ in .none }
        }
        var stored = NominalType.StoredProperty(
            name: storedName,
            type: propertyType, isConstant: property.isConstant, defaultValue: defaultValue, isWrapped: false,
            isObservationTracked: type.isObservable && !isIgnored && !property.isConstant)
        if unwrapped != nil {
            stored.isImplicitlyUnwrapped = true
            implicitlyUnwrapped.hasProperties = true
        }
        type.storedProperties.append(stored)
    }

    /// The stored `var`s an `@Observable` class tracks are plain ones: what the macro would
    /// make of a `lazy`, `weak` or wrapped one is not modelled (observers run as the macro
    /// leaves them: see `observationTrackedProperty`).
    private func rejectUntrackable(_ property: VariableDeclaration) throws {
        let what: String? =
            if property.modifiers.contains("lazy") { "'lazy' properties" }
            else if property.modifiers.contains("weak") || property.modifiers.contains("unowned") { "'weak' and 'unowned' properties" }
            else if let attribute = property.attributes.first { "'@\(attribute.name)' properties" }
            else { nil }
        if let what {
            throw Diagnostic(
                "\(what) of an '@Observable' class are not supported in a session (mark them '@ObservationIgnored')",
                at: property.nameLocation)
        }
    }

    /// `static let name = value`, `static var count = 0`. A `static var` is shared mutable
    /// state, which Swift 6 mode rejects unless it is `nonisolated(unsafe)`; Swift 5 mode
    /// (swiftc's default) accepts it.
    private func staticProperty(_ property: VariableDeclaration, of type: NominalType) throws {
        let isUnsafeMutable = property.modifiers.contains("nonisolated(unsafe)")
        guard property.isConstant || isUnsafeMutable || !options.checksConcurrencySafety else {
            throw Diagnostic(
                "static property '\(property.name)' is not concurrency-safe because it is nonisolated global shared mutable state",
                at: property.nameLocation)
        }
        guard let initializer = property.initializer else {
            throw Diagnostic(
                "'static \(property.isConstant ? "let" : "var")' declaration requires an initializer expression",
                at: property.nameLocation)
        }
        if type.staticProperties[property.name] != nil || type.mutableStaticProperties[property.name] != nil
            || type.caseIndex(named: property.name) != nil
        {
            throw Diagnostic("invalid redeclaration of '\(property.name)'", at: property.nameLocation)
        }
        let declared = try property.type.map(resolve)
        // Bare names in it are the type's other static members (`static let featured = samples[0]`).
        let context = FunctionContext(enclosing: nil, selfType: .metatype(.nominal(type)), resultType: nil)
        let checked = try inFunction(context, parent: nil) {
            if let declared { return try check(initializer, as: declared, in: .initialization) }
            return try checkValue(initializer)
        }
        if property.isConstant {
            type.staticProperties[property.name] = StaticProperty(type: checked.type, initializer: checked.evaluate)
        } else {
            type.mutableStaticProperties[property.name] = MutableStaticProperty(type: checked.type, initializer: checked.evaluate)
        }
    }

    private func registerComputed(_ property: ComputedProperty, of type: NominalType) throws {
        if try registerClassComputed(property, of: type) { return }
        if property.isStatic {
            throw Diagnostic("static properties are not supported in sessions", at: property.nameLocation)
        }
        if type.storedPropertyIndex(named: property.name) != nil || type.computedPropertyIndex(named: property.name) != nil {
            throw Diagnostic("invalid redeclaration of '\(property.name)'", at: property.nameLocation)
        }
        let propertyType = try resolveResultType(property.type, of: "property", property.name, at: property.nameLocation)
        type.computedProperties.append(NominalType.ComputedProperty(name: property.name, type: propertyType, body: nil))
    }

    /// Bodies are compiled once every member is known, so they may use each other.
    private func compileComputedProperties(_ members: [MemberDeclaration], of type: NominalType) throws {
        for case .computed(let property) in members {
            let index = type.computedPropertyIndex(named: property.name)!
            if let getter = type.members.mutatingGetters[property.name] {
                // `mutating get`: compiled with the accessors; reads with a place go to it.
                type.computedProperties[index].body = Checker.mutatingGetterOnCopy(getter)
                continue
            }
            if let builder = resultBuilderDeclaredLater(for: property, in: type) {
                // `var body` of a widget its protocol's builder names: compiled once the builder is.
                type.computedProperties[index].body = Checker.waitingForResultBuilder(builder, property.name)
                waitForResultBuilder(builder) { [unowned self] in
                    try withNestedTypes(of: type.name) { try compileComputedProperty(property, of: type, at: index) }
                }
                continue
            }
            try compileComputedProperty(property, of: type, at: index)
        }
    }

    /// One computed property's getter, checked and installed.
    func compileComputedProperty(_ property: ComputedProperty, of type: NominalType, at index: Int) throws {
        let resultType = type.computedProperties[index].type
        let context = FunctionContext(enclosing: nil, selfType: .nominal(type), resultType: resultType)
        context.declarationName = property.name
        let propertyBody = try builderBody(of: property, in: type)
        let body: Executor = try inFunction(context, parent: nil) {
            declareSelf(in: context, at: property.nameLocation)
            if propertyBody.count == 1, case .expression(let expression) = propertyBody[0].kind,
                !Reachability.isNeverCall(expression)
            {
                let evaluate = try check(expression, as: resultType, in: .returnValue).evaluate
                return { .returned(try evaluate($0)) }
            }
            let statements = BranchExpressions.returningValues(propertyBody) ?? propertyBody
            guard Reachability.alwaysReturns(statements) else {
                throw Diagnostic(
                    "missing return in getter expected to return '\(resultType.displayName)'",
                    at: property.nameLocation)
            }
            let body = try checkStatements(statements)
            try requireUnderlyingType(of: resultType)
            return body
        }
        let locals = context.localCount
        type.computedProperties[index].body = FunctionValue { execution, arguments in
            let frame = Frame(localCount: locals, captures: [])
            frame.locals[0] = Box(arguments[0])
            return try execution.call(in: frame) {
                guard case .returned(let value) = try body(execution) else {
                    throw RuntimeError.fatal("missing return in getter of '\(property.name)'")
                }
                return value
            }
        }
    }

    private func checkConformances(of type: NominalType, at location: SourceLocation) throws {
        try checkLibraryConformances(of: type, at: location)
        let declared = type.conformances
        try adoptProtocols(of: type, at: location)
        // A session protocol may refine library ones (`protocol Named: CustomStringConvertible`),
        // which adopting it adds: their requirements are checked then.
        if type.conformances != declared { try checkLibraryConformances(of: type, at: location) }
        try adoptLibraryProtocolExtensions(in: type)
    }

    /// The requirements of the library protocols `type` conforms to, some synthesized
    /// (`Comparable` for an enum without payloads); checking them again adds nothing.
    private func checkLibraryConformances(of type: NominalType, at location: SourceLocation) throws {
        func fail(_ name: String) -> Diagnostic {
            Diagnostic("type '\(type.name)' does not conform to protocol '\(name)'", at: location)
        }
        func hasProperty(_ name: String, _ propertyType: SessionType) -> Bool {
            type.computedProperties.contains { $0.name == name && $0.type == propertyType }
                || type.storedProperties.contains { $0.name == name && $0.type == propertyType }
        }
        if type.conformances.contains("CustomStringConvertible"), !hasProperty("description", .string) {
            throw fail("CustomStringConvertible")
        }
        if type.conformances.contains("CustomDebugStringConvertible"), !hasProperty("debugDescription", .string) {
            throw fail("CustomDebugStringConvertible")
        }
        if type.conformances.contains("Identifiable"), identifierType(of: .nominal(type)) == nil {
            throw fail("Identifiable")
        }
        for (name, label) in Checker.literalProtocols where type.conformances.contains(name) {
            // `init(integerLiteral value: Int)` and its kind: what the literal is given to.
            let initializers = type.members.initializers
            if !initializers.contains(where: { $0.parameters.first?.label == label })
                && !initializers.contains(where: { $0.genericTemplate?.declaration.parameters.first?.label == label })
            {
                throw fail(name)
            }
        }
        if type.conformances.contains("Comparable"), type.members.staticMethods["<"] == nil,
            !synthesizeComparable(type, at: location)
        {
            throw fail("Comparable")
        }
        for name in ["Equatable", "Hashable"] where type.conformances.contains(name) {
            // A declared `==` or `hash(into:)` stands for the synthesized one, which alone needs the fields to conform.
            let declared = name == "Equatable"
                ? type.members.staticMethods["=="] != nil || hasGlobalEquality(type)
                : type.members.methods["hash"] != nil
            if declared { continue }
            // Swift synthesizes neither for a class.
            if type.isClass { throw fail(name) }
            let test = name == "Equatable" ? isEquatable : isHashable
            if type.storedProperties.contains(where: { !test($0.type) }) { throw fail(name) }
            if type.cases.contains(where: { ($0.payloadTypes ?? []).contains { !test($0) } }) { throw fail(name) }
        }
        if type.conformances.contains("RawRepresentable"), type.rawType == nil {
            // Written out: a `rawValue` and an `init(rawValue:)`, failable or not.
            let hasRawValue = type.computedProperties.contains { $0.name == "rawValue" }
                || type.storedProperties.contains { $0.name == "rawValue" }
            let hasInitializer = type.members.initializers.contains { $0.parameters.map(\.label) == ["rawValue"] }
                || (type.kind == .structure && !type.members.hidesMemberwiseInitializer
                    && type.storedProperties.map(\.name) == ["rawValue"])
            if !hasRawValue || !hasInitializer { throw fail("RawRepresentable") }
        }
        if type.conformances.contains("CaseIterable"), type.kind != .enumeration || type.hasPayloadCases {
            throw fail("CaseIterable")
        }
        try checkSequenceConformances(of: type, at: location)
        try checkCodable(type, at: location)
    }
}

extension Checker {
    /// `static var start: Day { .monday }`: a read-only static property is checked and run as a
    /// static method of no arguments (so its body sees the type's other static members, as
    /// `Self`'s), under a name no session can write; `staticMember` calls it on every read.
    /// A static computed property as the static methods it is called through: its getter, and
    /// its setter (taking the new value) when it has one (see `staticPropertySetter`).
    public static func staticPropertiesAsMethods(_ members: [MemberDeclaration]) -> [MemberDeclaration] {
        members.flatMap { member -> [MemberDeclaration] in
            guard case .computed(let property) = member, property.isStatic, !property.modifiers.contains("class") || property.setter == nil
            else { return [member] }
            let modifiers = ["static"] + property.modifiers.filter { $0 != "class" && $0 != "static" }
            var getter = MemberDeclaration.function(FunctionDeclaration(
                modifiers: modifiers, modifierLocations: [], funcLocation: property.nameLocation,
                name: staticPropertyMethodName(property.name), nameLocation: property.nameLocation, parameters: [],
                effect: .none, resultType: property.type, body: property.body, closingBraceLocation: property.nameLocation))
            if case .function(var declaration) = getter, let builder = property.resultBuilder {
                // `@Builder static var`: its getter method is rewritten by the builder.
                declaration.resultBuilder = builder
                declaration.openingBraceLocation = property.openingBraceLocation
                getter = .function(declaration)
            }
            guard let setter = property.setter else { return [getter] }
            let newValue = FunctionDeclaration.Parameter(
                label: nil, name: setter.parameterName ?? "newValue", location: setter.location, type: property.type)
            return [getter, .function(FunctionDeclaration(
                modifiers: modifiers, modifierLocations: [], funcLocation: setter.location,
                name: staticPropertySetterName(property.name), nameLocation: setter.location, parameters: [newValue],
                effect: .none, resultType: nil, body: setter.body, closingBraceLocation: setter.location))]
        }
    }

    public static func staticPropertyMethodName(_ name: String) -> String { "static property " + name }
    public static func staticPropertySetterName(_ name: String) -> String { "static property set " + name }
}

extension Checker {
    /// Whether a static property's initial value is an instance of its own type, made by an
    /// initializer call (`Settings()`, `Self(order: .default)`, `.init()`).
    public static func constructsOwnType(_ property: VariableDeclaration, named name: String) -> Bool {
        guard case .call(let callee, _) = property.initializer?.kind else { return false }
        switch callee.kind {
        case .identifier(let called): return called == name || called == "Self"
        case .implicitMember("init"): return true
        case .member(let base, "init", _):
            if case .identifier(let called) = base.kind { return called == name || called == "Self" }
            return false
        default: return false
        }
    }
}
