import BindscopeLanguage
import BindscopeRuntime

// Where a result builder applies (SE-0289): a function, method or computed property written
// `@Builder`, a closure passed for a parameter written `@Builder`, and a conformer's property
// that implements a protocol's `@Builder var body: Body { get }`. Each body is rewritten by
// `ResultBuilderTransform` before it is checked; the rest is ordinary checking.

extension Checker {
    /// The body of a function or method: rewritten when it names a result builder.
    public func builderBody(of declaration: FunctionDeclaration) throws -> [Statement] {
        guard let attribute = declaration.resultBuilder else { return declaration.body }
        return try resultBuilderBody(
            declaration.body, builder: attribute, bodyStart: declaration.openingBraceLocation ?? declaration.closingBraceLocation)
    }

    /// A method of a type: rewritten by its own result builder, or by the one a protocol it
    /// conforms to puts on a requirement of the same name and labels.
    public func builderBody(of declaration: FunctionDeclaration, in selfType: SessionType) throws -> [Statement] {
        guard declaration.resultBuilder == nil, case .nominal(let type) = selfType else { return try builderBody(of: declaration) }
        for name in type.conformances.sorted() {
            guard let requirements = userType(named: name)?.protocolInfo?.declaration.methods else { continue }
            if let requirement = requirements.first(where: {
                $0.name == declaration.name && $0.parameters.map(\.label) == declaration.parameters.map(\.label)
                    && $0.isStatic == declaration.isStatic
            }), requirement.resultBuilder != nil {
                var inferred = declaration
                inferred.resultBuilder = requirement.resultBuilder
                inferred.resultBuilder?.location = declaration.nameLocation
                return try builderBody(of: inferred)
            }
        }
        return declaration.body
    }

    /// The getter of a type's computed property: rewritten by its own result builder, or by
    /// the one a protocol it conforms to puts on a requirement of that name.
    public func builderBody(of property: ComputedProperty, in type: NominalType) throws -> [Statement] {
        guard let attribute = property.resultBuilder ?? inferredResultBuilder(for: property, in: type) else {
            return property.body
        }
        return try resultBuilderBody(property.body, builder: attribute, bodyStart: property.openingBraceLocation ?? property.nameLocation)
    }

    /// The getter of a built-in type's computed property (`extension String { @B var … }`).
    public func builderBody(of property: ComputedProperty) throws -> [Statement] {
        guard let attribute = property.resultBuilder else { return property.body }
        return try resultBuilderBody(property.body, builder: attribute, bodyStart: property.openingBraceLocation ?? property.nameLocation)
    }

    /// A closure passed for a `@Builder` parameter, its body rewritten.
    public func builderClosure(_ argument: Expression, builder attribute: Attribute) throws -> Expression {
        guard case .closure(var closure) = argument.kind else { return argument }
        var body = try resultBuilderBody(closure.body, builder: attribute, bodyStart: argument.location)
        if closure.parameters == nil {
            // `wrap { $0; if $0 > 5 { … } }`: the closures an `if` or `for` became would take
            // `$0` for their own; a local `$0` of the same value is what they find instead.
            let count = closure.body.anonymousParameterCount
            body.insert(contentsOf: (0..<count).map { index in
                let name = "$\(index)"
                return Statement(.variable(VariableDeclaration(
                    attributes: [], modifiers: [], isConstant: true, name: name, nameLocation: argument.location, type: nil,
                    initializer: Expression(.identifier(name), at: argument.location))), at: argument.location)
            }, at: 0)
        }
        closure.body = body
        return Expression(.closure(closure), at: argument.location)
    }

    /// `body` rewritten into the builder's calls, or as written when it says `return` (Swift
    /// then warns that the builder is not applied, and checks it as a plain body).
    func resultBuilderBody(_ body: [Statement], builder attribute: Attribute, bodyStart: SourceLocation) throws -> [Statement] {
        let type = try resultBuilderType(attribute)
        if ResultBuilderTransform.hasReturn(body) { return body }
        var transform = ResultBuilderTransform(
            builder: attribute.name, at: attribute.location, capabilities: resultBuilderCapabilities(of: type))
        return try transform.body(body, at: bodyStart)
    }

    /// The `@resultBuilder` type an attribute names; Swift's error for any other name.
    func resultBuilderType(_ attribute: Attribute) throws -> NominalType {
        if propertyWrapperType(named: attribute.name) {
            throw Diagnostic("property wrapper cannot be applied to a computed property", at: attribute.location)
        }
        guard let type = nestedType(named: attribute.name) ?? userType(named: attribute.name) else {
            if typesDeclaredLater.contains(attribute.name) {
                // Declared further down, but not declarable before this: its own methods name
                // a type whose body it builds (Swift declares every signature first; here a
                // type and its members' bodies are declared together).
                throw Diagnostic(
                    "result builder '\(attribute.name)' is used before its declaration, which depends on this type: not supported yet in a session",
                    at: attribute.location)
            }
            throw Diagnostic("unknown attribute '\(attribute.name)'", at: attribute.location)
        }
        guard type.isResultBuilder else {
            let kind = switch type.kind {
            case .structure: "struct"
            case .enumeration: "enum"
            case .classType: "class"
            case .protocolType: "protocol"
            }
            throw Diagnostic("\(kind) '\(attribute.name)' cannot be used as an attribute", at: attribute.atSignLocation)
        }
        return type
    }

    /// Which `build…` methods the builder declares (static methods, by name and labels).
    func resultBuilderCapabilities(of type: NominalType) -> ResultBuilderCapabilities {
        let methods = type.members.staticMethods
        func has(_ name: String, _ labels: [String?]? = nil) -> Bool {
            guard let overloads = methods[name], !overloads.isEmpty else { return false }
            guard let labels else { return true }
            return overloads.contains { method in
                // A generic method's parameters are its template's until a call specializes it.
                let parameters = method.genericTemplate?.declaration.parameters.map(\.label) ?? method.parameters.map(\.label)
                return parameters == labels
            }
        }
        var capabilities = ResultBuilderCapabilities()
        capabilities.expression = has("buildExpression")
        capabilities.optional = has("buildOptional")
        capabilities.either = has("buildEither", ["first"]) && has("buildEither", ["second"])
        capabilities.array = has("buildArray")
        capabilities.limitedAvailability = has("buildLimitedAvailability")
        capabilities.finalResult = has("buildFinalResult")
        capabilities.partialBlock = has("buildPartialBlock", ["first"]) && has("buildPartialBlock", ["accumulated", "next"])
        return capabilities
    }

    /// SE-0289's inference: a property that implements a requirement written with a result
    /// builder gets that builder, unless it names one of its own.
    func inferredResultBuilder(for property: ComputedProperty, in type: NominalType) -> Attribute? {
        for name in type.conformances.sorted() {
            guard let requirements = userType(named: name)?.protocolInfo?.declaration.properties else { continue }
            if let requirement = requirements.first(where: { $0.name == property.name && $0.isStatic == property.isStatic }),
                var builder = requirement.resultBuilder
            {
                // Reported, if it names no builder it can use, at the property that gets it.
                builder.location = property.nameLocation
                return builder
            }
        }
        return nil
    }
}

extension Checker {
    /// The type of the closure a builder's `if` or `switch` became: its branches' payload
    /// tree (see `ResultBuilderTransform.payload`), optional without a last `else`. Nil when
    /// the builder's `buildEither` cannot be followed here: the first `return` then types it.
    func builderBranchesType(_ branches: BuilderBranches, at location: SourceLocation) throws -> SessionType? {
        let leaves = try branches.blocks.map { try checkValue($0).type }
        guard !leaves.isEmpty else { return nil }
        let count = leaves.count
        let builder = try resultBuilderType(Attribute(name: branches.builder, location: location))
        // Node `prefix` after `level` rounds of injection: its children are `2·prefix` and
        // `2·prefix + 1` one round below; on the rightmost path a round may pass one through.
        func node(_ level: Int, _ prefix: Int) throws -> SessionType? {
            if level == 0 { return leaves[prefix] }
            let first = prefix * 2
            let maxPath = (count - 1) >> (level - 1)
            if first == maxPath && maxPath & 1 == 0 { return try node(level - 1, first) }
            guard let left = try node(level - 1, first), let right = try node(level - 1, first + 1) else { return nil }
            return eitherType(of: builder, first: left, second: right, at: location)
        }
        var levels = 0
        while (count - 1) >> levels != 0 { levels += 1 }
        guard let payload = try node(levels, 0) else { return nil }
        return branches.isOptional ? .optional(payload) : payload
    }

    /// What `buildEither(first: F)` and `buildEither(second: S)` both return: a plain
    /// overload's result, or a generic one's result with the generic parameters bound by
    /// both (`Either<F, S>`), as Swift's solver joins the two branches.
    private func eitherType(of builder: NominalType, first: SessionType, second: SessionType, at location: SourceLocation) -> SessionType? {
        let overloads = builder.members.staticMethods["buildEither"] ?? []
        func declaration(_ label: String) -> (UserMethod, FunctionDeclaration?)? {
            for method in overloads {
                if let template = method.genericTemplate, template.declaration.parameters.map(\.label) == [label] {
                    return (method, template.declaration)
                }
                if method.genericTemplate == nil, method.parameters.map(\.label) == [label],
                    method.parameters[0].type == (label == "first" ? first : second)
                {
                    return (method, nil)
                }
            }
            return nil
        }
        guard let (firstMethod, firstGeneric) = declaration("first") else { return nil }
        guard let firstGeneric else { return firstMethod.resultType }
        guard let (_, secondGeneric) = declaration("second"), let secondGeneric, let result = firstGeneric.resultType,
            let template = firstMethod.genericTemplate
        else { return nil }
        let firstNames = Set(firstGeneric.generics.parameters.map(\.name))
        let secondNames = Set(secondGeneric.generics.parameters.map(\.name))
        var bindings: [String: SessionType] = [:]
        var secondBindings: [String: SessionType] = [:]
        guard (try? unify(firstGeneric.parameters[0].type, first, firstNames, &bindings, at: location)) != nil,
            (try? unify(secondGeneric.parameters[0].type, second, secondNames, &secondBindings, at: location)) != nil
        else { return nil }
        bindings.merge(secondBindings) { current, _ in current }
        let saved = instantiation.bindings
        defer { instantiation.bindings = saved }
        instantiation.bindings.merge(template.bindings) { _, own in own }
        instantiation.bindings.merge(bindings) { _, own in own }
        return try? resolve(result)
    }
}

extension Checker {
    /// A `@resultBuilder` type must be able to build a block, as Swift requires where it is declared.
    func requireResultBuilderMethods(_ type: NominalType, at location: SourceLocation) throws {
        guard type.isResultBuilder else { return }
        let capabilities = resultBuilderCapabilities(of: type)
        if type.members.staticMethods["buildBlock"]?.isEmpty ?? true, !capabilities.partialBlock {
            throw Diagnostic(
                "result builder must provide at least one static 'buildBlock' method, or both 'buildPartialBlock(first:)' and 'buildPartialBlock(accumulated:next:)'",
                at: location)
        }
    }
}

extension Checker {
    /// The builder a type's computed property is built by, when the file declares it further
    /// down and it is not declared yet: the getter then waits for it, as Swift declares every
    /// type's signatures before any body (a builder's methods may name this very type).
    func resultBuilderDeclaredLater(for property: ComputedProperty, in type: NominalType) -> String? {
        guard let attribute = property.resultBuilder ?? inferredResultBuilder(for: property, in: type),
            typesDeclaredLater.contains(attribute.name),
            nestedType(named: attribute.name) == nil, userType(named: attribute.name) == nil
        else { return nil }
        return attribute.name
    }

    func waitForResultBuilder(_ name: String, _ compile: @escaping () throws -> Void) {
        bodiesWaitingForResultBuilder[name, default: []].append(compile)
    }

    /// Once a result builder's methods are known: the getters that waited for it.
    func compileBodiesWaiting(for type: NominalType) throws {
        guard type.isResultBuilder, let waiting = bodiesWaitingForResultBuilder[type.name] else { return }
        for compile in waiting { try compile() }
        bodiesWaitingForResultBuilder[type.name] = nil
    }

    /// What a waiting getter does if its builder never came (its declaration failed, and said so).
    static func waitingForResultBuilder(_ builder: String, _ property: String) -> FunctionValue {
        FunctionValue { _, _ in
            throw RuntimeError.fatal("'\(property)' cannot run: its result builder '\(builder)' was not declared")
        }
    }
}
