import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// A generic function as declared (`func largest<T: Comparable>(_ xs: [T]) -> T?`): each call
/// infers its arguments' types, and each list of them checks the body once, as a function of
/// its own (see `Checker+Generics` for why specialization).
public final class GenericFunctionTemplate {
    public struct Instance {
        public let declared: DeclaredFunction
        /// Holds the function value, made on the first call (see `instanceCall`).
        public let box: Box
        public let make: (Execution) -> Value

        public init(declared: DeclaredFunction, box: Box, make: @escaping (Execution) -> Value) {
            self.declared = declared
            self.box = box
            self.make = make
        }
    }

    public let declaration: FunctionDeclaration
    /// Where it was declared: instances are checked there, and capture from there.
    public let scope: Scope
    /// The frame of the function that declared it, set when the declaration runs: an
    /// instance made later (from a call anywhere) takes its captures from there.
    public var frame: Frame?
    public var instances: [[SessionType]: Instance] = [:]

    public init(declaration: FunctionDeclaration, scope: Scope) {
        self.declaration = declaration
        self.scope = scope
    }

    public var parameterNames: [String] { declaration.generics.parameters.map(\.name) }
}

extension Checker {
    // MARK: Declaring

    /// `func largest<T: Comparable>(…)`: its name, whose calls are checked per argument types.
    public func declareGenericFunction(_ declaration: FunctionDeclaration) throws -> DeclaredFunction {
        var seen: Set<String> = []
        for parameter in declaration.generics.parameters where !seen.insert(parameter.name).inserted {
            throw Diagnostic("invalid redeclaration of '\(parameter.name)'", at: parameter.location)
        }
        let variable = Variable(
            name: declaration.name, type: .function(parameters: [], result: .void), isConstant: true, owner: function)
        let declared = DeclaredFunction(
            name: declaration.name, parameters: [], resultType: .void, throwsErrors: declaration.effect != .none,
            location: declaration.nameLocation, variable: variable)
        declared.genericTemplate = GenericFunctionTemplate(declaration: declaration, scope: scope)
        var existing: [DeclaredFunction] = []
        if case .functions(let overloads)? = scope.entries[declaration.name] { existing = overloads }
        // One with this signature already: at the prompt the later entry's replaces it, as a
        // plain function's does (`declareFunction`); in a file, swiftc's error. Kept both, a
        // call would try each at every level of a self-nesting recursion (2^24 checks).
        let signature = Checker.genericSignature(of: declaration)
        let same: (DeclaredFunction) -> Bool = { other in
            other.genericTemplate.map { Checker.genericSignature(of: $0.declaration) == signature } ?? false
        }
        if existing.contains(where: same) {
            guard mayRedeclare(declaration.name) else {
                throw Diagnostic("invalid redeclaration of '\(declaration.fullName)'", at: declaration.nameLocation)
            }
            existing.removeAll(where: same)
        }
        scope.declare(declaration.name, .functions(existing + [declared]))
        noteDeclared(declaration.name)
        return declared
    }

    /// What makes two generic functions the same here: the name, the generic parameters and
    /// their constraints, each parameter's label and type, the effects and the result (not the
    /// parameters' own names, their defaults or the body). Swift is stricter on one point: a
    /// `throws` one and one without are the same to it, kept apart here.
    public static func genericSignature(of declaration: FunctionDeclaration) -> String {
        let parameters = declaration.parameters.map { parameter in
            (parameter.label ?? "_") + ": " + (parameter.isInout ? "inout " : "") + parameter.type.debugDescription
                + (parameter.isVariadic ? "..." : "")
        }
        return declaration.name + declaration.generics.debugText + "(" + parameters.joined(separator: ", ") + ") "
            + declaration.effect.rawValue + " -> " + (declaration.resultType?.debugDescription ?? "()")
    }

    /// A call of a name whose overloads include generic functions: the plain overloads first,
    /// then each generic one, the first that accepts the arguments.
    public func overloadedCall(
        _ overloads: [DeclaredFunction], _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked {
        let plain = overloads.filter { $0.genericTemplate == nil }
        let generic = overloads.compactMap(\.genericTemplate)
        var firstError: Error?
        if !plain.isEmpty {
            do {
                return try functionCall(plain, arguments, expecting: expected, kind: "local function", at: location)
            } catch {
                firstError = error
            }
        }
        // Among generic overloads that fit, the most constrained (see `constraintRank`).
        var best: (call: Checked, rank: Int)?
        for template in generic {
            do {
                let call = try genericFunctionCall(template, arguments, expecting: expected, at: location)
                let rank = constraintRank(of: template.declaration.generics)
                if best == nil || rank > best!.rank { best = (call, rank) }
                if generic.count == 1 { break }
            } catch {
                firstError = firstError ?? error
            }
        }
        if let best { return best.call }
        throw firstError!
    }

    // MARK: Calls

    /// `largest(scores)` where `largest` is generic: its arguments' types say what its
    /// parameters stand for; the function specialized for them is called.
    public func genericFunctionCall(
        _ template: GenericFunctionTemplate, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked {
        let declaration = template.declaration
        let bindings = try inferGenericArguments(
            declaration.generics, declaration.parameters, declaration.resultType, arguments, expecting: expected,
            callee: declaration.name, at: location)
        let instance = try instantiate(template, template.parameterNames.map { bindings[$0]! }, at: location)
        let call = try functionCall([instance.declared], arguments, expecting: expected, kind: "local function", at: location)
        let box = instance.box, make = instance.make
        let evaluate = call.evaluate
        return Checked(call.type) { execution in
            if case .void = box.value { box.value = Checker.makeInstance(make, of: template, in: execution) }
            return try evaluate(execution)
        }
    }

    /// Makes an instance's function value with the declaring function's frame current, so
    /// that its captures are that function's variables, wherever the call is.
    private static func makeInstance(
        _ make: (Execution) -> Value, of template: GenericFunctionTemplate, in execution: Execution
    ) -> Value {
        guard let frame = template.frame else { return make(execution) }
        let saved = execution.frame
        execution.frame = frame
        defer { execution.frame = saved }
        return make(execution)
    }

    /// The function specialized for `arguments`, checked on first use.
    private func instantiate(
        _ template: GenericFunctionTemplate, _ arguments: [SessionType], at location: SourceLocation
    ) throws -> GenericFunctionTemplate.Instance {
        if let existing = template.instances[arguments] { return existing }
        try Checker.requireShallow(arguments, of: template.declaration.name, at: location)
        let declaration = template.declaration
        let bindings = Dictionary(uniqueKeysWithValues: zip(template.parameterNames, arguments))
        try requireConstraints(declaration.generics, bindings, at: location, callee: "local function '\(declaration.name)'")
        let savedScope = scope, savedBindings = instantiation.bindings
        defer { (scope, instantiation.bindings) = (savedScope, savedBindings) }
        scope = Scope(parent: template.scope, function: template.scope.function)
        instantiation.bindings.merge(bindings) { _, new in new }
        var plain = declaration
        plain.generics = GenericSignature()
        let declared = try declareFunction(plain, registering: false)
        let box = Box(.void)
        // Its box is global: the instance is reached from any frame.
        declared.variable.globalBox = box
        // Cached before the body is checked: the body may call itself.
        let placeholder = GenericFunctionTemplate.Instance(declared: declared, box: box, make: { _ in .void })
        template.instances[arguments] = placeholder
        do {
            let savedViews = instantiation.extensionViews
            defer { instantiation.extensionViews = savedViews }
            instantiation.extensionViews = try protocolExtensionViews(declaration.generics, bindings)
            let make = try functionBody(plain, declared)
            let instance = GenericFunctionTemplate.Instance(declared: declared, box: box, make: make)
            template.instances[arguments] = instance
            return instance
        } catch {
            template.instances[arguments] = nil
            throw error
        }
    }

    // MARK: Inference

    /// What each generic parameter stands for in a call: found by matching the parameters'
    /// written types against the arguments' types (closures last, when what they take is
    /// known), then against the type the call's result is expected to have.
    public func inferGenericArguments(
        _ signature: GenericSignature, _ parameters: [FunctionDeclaration.Parameter], _ resultType: TypeSyntax?,
        _ arguments: [Argument], expecting expected: SessionType?, callee: String, at location: SourceLocation
    ) throws -> [String: SessionType] {
        let names = Set(signature.parameters.map(\.name))
        var bindings: [String: SessionType] = [:]
        let pairs = matchArguments(arguments, to: parameters)
        var deferred: [(FunctionDeclaration.Parameter, Argument)] = []
        for (parameter, argument) in pairs where mentions(parameter.type, names) {
            switch argument.value.kind {
            case .closure, .nilLiteral, .keyPath:
                // Checked once what they take is known (`\.name` needs its root).
                deferred.append((parameter, argument))
            case .integerLiteral, .floatLiteral, .stringLiteral, .implicitMember:
                // A literal takes another argument's type when there is one (`largest(2.5, 3)`),
                // and so does `.south` (`maxOf(Direction.east, .south)`).
                deferred.append((parameter, argument))
            case .call(let callee, _) where { if case .implicitMember = callee.kind { true } else { false } }():
                deferred.append((parameter, argument))
            default:
                var value = argument.value
                if case .inoutArgument(let inner) = value.kind { value = inner }
                // `String.init` alone is ambiguous: checked again once what it takes is known.
                guard let type = try? checkValue(value).type else {
                    deferred.append((parameter, argument))
                    continue
                }
                try unifyArgument(parameter, type, argument, names, &bindings, call: location)
            }
        }
        if deferred.contains(where: { if case .closure = $0.1.value.kind { true } else { false } }) {
            bindFromContext(resultType, expected, names, &bindings, at: location)
        }
        // A closure whose parameters are not known yet waits for the literals: in
        // `applyTwice({ $0 + "!" }, to: "hi")` the `"hi"` says what `$0` is.
        let waiting = deferred.filter { parameter, argument in
            guard case .closure = argument.value.kind else { return false }
            return partiallyResolved(parameter.type, bindings) == nil
        }
        let ordered = deferred.filter { parameter, argument in !waiting.contains { $0.1.location == argument.location } }
            + waiting
        // The types literals bound a parameter to, for the order a conflict names them in.
        var literalBound: [SessionType] = []
        for (parameter, argument) in ordered {
            switch argument.value.kind {
            case .nilLiteral:
                continue
            case .keyPath where keyPathAsFunction(parameter.type, bindings) != nil:
                // `map(\.x)` where a `(Point) -> T` is taken: the key path's value is T.
                let type = try check(argument.value, expecting: keyPathAsFunction(parameter.type, bindings)).type
                if let (root, value) = type.keyPathTypes {
                    try unify(parameter.type, .function(parameters: [root], result: value), names, &bindings, at: argument.location)
                }
            case .closure, .keyPath, .member, .identifier:
                let expectedType = partiallyResolved(parameter.type, bindings)
                var type = try check(argument.value, expecting: expectedType).type
                if case .closure(let closure) = argument.value.kind, closure.parameters == nil,
                    case .function(let taken, let result) = type, taken.isEmpty,
                    case .function(let wanted, _) = parameter.type, wanted.count == 1
                {
                    // `run({ () })` for `(T) -> ()`: a closure that names no parameter takes a
                    // lone `Void` one, so T is `()`, as Swift infers it.
                    type = .function(parameters: [.void], result: result)
                }
                try unify(parameter.type, type, names, &bindings, at: argument.location)
            default:
                let boundBefore = bindings
                if !names.subtracting(bindings.keys).isEmpty || !isBound(parameter.type, bindings) {
                    let type = try argumentTypeFromContext(argument, parameter, resultType, expected, names, bindings, at: location)
                    try unifyArgument(parameter, type, argument, names, &bindings, call: location)
                } else if let bound = partiallyResolved(parameter.type, bindings), (try? check(argument.value, as: bound, in: .argument)) == nil,
                    let type = try? checkValue(argument.value).type, type != bound
                {
                    // `same(1, "s")`: a literal that cannot be what another argument made T is
                    // Swift's conflict, named at the call, the literal's own type first when T
                    // came from a literal too (a variable's type otherwise).
                    let fromLiteral = literalBound.contains { bound == $0 }
                    let pair = fromLiteral ? (type, bound) : (bound, type)
                    throw Diagnostic(
                        "conflicting arguments to generic parameter '\(Checker.parameterName(parameter.type, names) ?? "T")' ('\(pair.0.displayName)' vs. '\(pair.1.displayName)')",
                        at: location)
                }
                literalBound += bindings.filter { boundBefore[$0.key] == nil }.map(\.value)
            }
        }
        if let resultType, let expected, expected != .any {
            var fromResult: [String: SessionType] = [:]
            try? unify(resultType, expected, names, &fromResult, at: location)
            bindings.merge(fromResult) { current, _ in current }
        }
        inferFromSameTypeRequirements(signature, names, &bindings)
        for parameter in signature.parameters where bindings[parameter.name] == nil {
            throw Diagnostic("generic parameter '\(parameter.name)' could not be inferred", at: location)
        }
        return bindings
    }

    /// An argument's type; when it cannot be typed alone (a generic call whose generic
    /// parameter only the result settles: `buildEither(first: buildEither(first: x))`), typed
    /// against what the call's expected result makes its parameter, as Swift's solver does.
    private func argumentTypeFromContext(
        _ argument: Argument, _ parameter: FunctionDeclaration.Parameter, _ resultType: TypeSyntax?,
        _ expected: SessionType?, _ names: Set<String>, _ bindings: [String: SessionType], at location: SourceLocation
    ) throws -> SessionType {
        do {
            return try checkValue(argument.value).type
        } catch {
            guard let resultType, let expected, expected != .any else { throw error }
            var fromResult = bindings
            try? unify(resultType, expected, names, &fromResult, at: location)
            guard let hint = partiallyResolved(parameter.type, fromResult), let type = try? check(argument.value, expecting: hint).type
            else { throw error }
            return type
        }
    }

    /// What the call's context says of the parameters its closures' results would otherwise
    /// decide, as Swift's solver types a closure from where its call's result goes: in
    /// `let q: P<String?> = p.map { "\($0)" }` the closure returns a `String?`. Only a match of
    /// the whole result type counts, and only for parameters no other argument bound; an
    /// existential or `Any` context says nothing (Swift opens the concrete type there).
    private func bindFromContext(
        _ resultType: TypeSyntax?, _ expected: SessionType?, _ names: Set<String>,
        _ bindings: inout [String: SessionType], at location: SourceLocation
    ) {
        guard let resultType, let expected, expected != .any else { return }
        var fromContext: [String: SessionType] = [:]
        guard (try? unify(resultType, expected, names, &fromContext, at: location)) != nil else { return }
        for (name, type) in fromContext where bindings[name] == nil && !type.saysNothingOfConcreteType {
            bindings[name] = type
        }
    }

    /// `unify` for one argument: a conflict between two arguments is reported at the call, as
    /// Swift does (`same(i, s)`), except for an `inout` one, which Swift reports as the argument
    /// that cannot convert (`swapValues(&x, &y)`).
    private func unifyArgument(
        _ parameter: FunctionDeclaration.Parameter, _ type: SessionType, _ argument: Argument, _ names: Set<String>,
        _ bindings: inout [String: SessionType], call location: SourceLocation
    ) throws {
        let before = bindings
        do {
            try unify(parameter.type, type, names, &bindings, at: argument.location)
        } catch let diagnostic as Diagnostic where diagnostic.message.hasPrefix("conflicting arguments to generic parameter") {
            guard parameter.isInout else { throw Diagnostic(diagnostic.message, at: location) }
            var inner = parameter.type
            if case .inout(let written, _) = inner { inner = written }
            let expected = partiallyResolved(inner, before).map { "'\($0.displayName)'" } ?? "parameter type"
            throw Diagnostic(
                "cannot convert value of type '\(type.displayName)' to expected argument type \(expected)", at: argument.location)
        }
    }

    /// The generic parameter a parameter's type is (`T` of `_ a: T`), if it is one.
    public static func parameterName(_ syntax: TypeSyntax, _ names: Set<String>) -> String? {
        switch syntax {
        case .named(let name, [], _) where names.contains(name): name
        default: names.count == 1 ? names.first : nil
        }
    }

    /// Pairs each argument with the parameter it goes to, by label, in order; parameters
    /// left out (with default values) are skipped.
    private func matchArguments(
        _ arguments: [Argument], to parameters: [FunctionDeclaration.Parameter]
    ) -> [(FunctionDeclaration.Parameter, Argument)] {
        var pairs: [(FunctionDeclaration.Parameter, Argument)] = []
        var index = 0
        for argument in arguments {
            while index < parameters.count, parameters[index].label != argument.label, parameters[index].defaultValue != nil {
                index += 1
            }
            guard index < parameters.count else { break }
            var parameter = parameters[index]
            // `@autoclosure () -> T` infers `T` from the expression written.
            if parameter.isAutoclosure, case .function(_, let result) = parameter.type { parameter.type = result }
            var argument = argument
            if let builder = parameter.resultBuilder, let built = try? builderClosure(argument.value, builder: builder) {
                // A closure for a `@Builder` parameter infers the generic arguments from its
                // rewritten body (a builder error is reported when the call is checked).
                argument.value = built
            }
            pairs.append((parameter, argument))
            if !parameters[index].isVariadic { index += 1 }
        }
        return pairs
    }

    /// Whether a written type names one of `names`.
    public func mentions(_ syntax: TypeSyntax, _ names: Set<String>) -> Bool {
        switch syntax {
        case .named(let name, let arguments, _):
            names.contains(name) || names.contains(String(name.prefix { $0 != "." })) || arguments.contains { mentions($0, names) }
        case .optional(let wrapped), .array(let wrapped), .inout(let wrapped, _): mentions(wrapped, names)
        case .dictionary(let key, let value): mentions(key, names) || mentions(value, names)
        case .function(let parameters, let result): parameters.contains { mentions($0, names) } || mentions(result, names)
        case .tuple(let elements, _): elements.contains { mentions($0.type, names) }
        case .member(let base, _, let arguments, _): mentions(base, names) || arguments.contains { mentions($0, names) }
        case .opaque(let constraint, _): mentions(constraint, names)
        case .void: false
        }
    }

    private func isBound(_ syntax: TypeSyntax, _ bindings: [String: SessionType]) -> Bool {
        !mentions(syntax, Set(genericNames(in: syntax)).subtracting(bindings.keys))
    }

    private func genericNames(in syntax: TypeSyntax) -> [String] {
        switch syntax {
        case .named(let name, let arguments, _): [name] + arguments.flatMap(genericNames)
        case .optional(let wrapped), .array(let wrapped), .inout(let wrapped, _): genericNames(in: wrapped)
        case .dictionary(let key, let value): genericNames(in: key) + genericNames(in: value)
        case .function(let parameters, let result): parameters.flatMap(genericNames) + genericNames(in: result)
        case .tuple(let elements, _): elements.flatMap { genericNames(in: $0.type) }
        case .member(let base, _, let arguments, _): genericNames(in: base) + arguments.flatMap(genericNames)
        case .opaque(let constraint, _): genericNames(in: constraint)
        case .void: []
        }
    }

    /// The type a closure argument is checked against: the parameter's type with what is
    /// known so far; a result not known yet is left to the closure (`.any`).
    /// The key path a function parameter of one known argument takes in its place
    /// (`(Point) -> T` takes a `KeyPath<Point, …>`); nil when that argument is not known.
    private func keyPathAsFunction(_ syntax: TypeSyntax, _ bindings: [String: SessionType]) -> SessionType? {
        guard case .function(let parameters, _) = syntax, parameters.count == 1,
            case .function(let resolved, _)? = partiallyResolved(syntax, bindings), resolved.count == 1
        else { return nil }
        return .keyPath(root: resolved[0], value: .any)
    }

    private func partiallyResolved(_ syntax: TypeSyntax, _ bindings: [String: SessionType]) -> SessionType? {
        let saved = instantiation.bindings
        defer { instantiation.bindings = saved }
        instantiation.bindings.merge(bindings) { _, new in new }
        if case .function(let parameters, let result) = syntax {
            // `(inout Result, Element) -> Void`: an inout parameter stays one, as when the
            // whole function type is resolved.
            guard let resolvedParameters = try? parameters.map({ parameter -> SessionType in
                if case .inout(let inner, _) = parameter { return .inoutParameter(try resolve(inner)) }
                return try resolve(parameter)
            }) else { return nil }
            return .function(parameters: resolvedParameters, result: (try? resolve(result)) ?? .any)
        }
        if case .named(let name, let arguments, _) = syntax, ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"].contains(name), arguments.count == 2 {
            // `\.name` where a `WritableKeyPath<Person, Subject>` is taken: its root is enough.
            guard let root = try? resolve(arguments[0]) else { return nil }
            return .keyPath(root: root, value: (try? resolve(arguments[1])) ?? .any)
        }
        return try? resolve(syntax)
    }

    /// Matches a written type against an actual one, binding the generic parameters it names.
    public func unify(
        _ syntax: TypeSyntax, _ type: SessionType, _ names: Set<String>, _ bindings: inout [String: SessionType],
        at location: SourceLocation
    ) throws {
        switch syntax {
        case .named(let name, [], _) where name.hasSuffix(".Type") && names.contains(String(name.dropLast(5))):
            // `_ kind: T.Type` given `Theme.self`.
            if case .metatype(let instance) = type {
                try unify(.named(String(name.dropLast(5)), genericArguments: [], location: location), instance, names, &bindings, at: location)
            }
        case .named(let name, [], let nameLocation) where name.hasPrefix("Self.") && names.contains(String(name.dropFirst(5))):
            // `Self.Value` in a protocol: the associated type itself.
            try unify(.named(String(name.dropFirst(5)), genericArguments: [], location: nameLocation), type, names, &bindings, at: location)
        case .named(let name, [], _) where names.contains(name):
            if let bound = bindings[name], bound != type {
                // `Int` where a `T?` was bound: the optional wins, as Swift joins them.
                if case .optional(bound) = type { bindings[name] = type; return }
                if case .optional(type) = bound { return }
                throw Diagnostic(
                    "conflicting arguments to generic parameter '\(name)' ('\(bound.displayName)' vs. '\(type.displayName)')",
                    at: location)
            }
            bindings[name] = type
        case .named(let name, let arguments, _) where !arguments.isEmpty:
            let parts: [SessionType]?
            switch (name, type) {
            case ("Array", .array(let element)), ("Optional", .optional(let element)), ("Set", .set(let element)),
                ("Binding", .binding(let element)), ("State", .state(let element)):
                parts = [element]
            case ("Dictionary", .dictionary(let key, let value)), ("WritableKeyPath", .keyPath(let key, let value)), ("ReferenceWritableKeyPath", .keyPath(let key, let value)),
                ("KeyPath", .keyPath(let key, let value)), ("KeyPath", .readOnlyKeyPath(let key, let value)):
                parts = [key, value]
            case (_, .nominal(let nominal)) where nominal.specialization?.base == name:
                parts = nominal.specialization?.arguments
            default:
                parts = nil
            }
            guard let parts, parts.count == arguments.count else { return }
            for (argument, part) in zip(arguments, parts) { try unify(argument, part, names, &bindings, at: location) }
        case .array(let element):
            if case .array(let actual) = type { try unify(element, actual, names, &bindings, at: location) }
            if case .view(_, _, let actual) = type { try unify(element, actual, names, &bindings, at: location) }
        case .optional(let wrapped):
            if case .optional(let actual) = type {
                try unify(wrapped, actual, names, &bindings, at: location)
            } else {
                try unify(wrapped, type, names, &bindings, at: location)
            }
        case .dictionary(let key, let value):
            if case .dictionary(let actualKey, let actualValue) = type {
                try unify(key, actualKey, names, &bindings, at: location)
                try unify(value, actualValue, names, &bindings, at: location)
            }
        case .function(let parameters, let result):
            if case .function(let actualParameters, let actualResult) = type, actualParameters.count == parameters.count {
                for (parameter, actual) in zip(parameters, actualParameters) {
                    try unify(parameter, actual, names, &bindings, at: location)
                }
                if actualResult != .any { try unify(result, actualResult, names, &bindings, at: location) }
            }
        case .tuple(let elements, _):
            if case .tuple(_, let actual) = type, actual.count == elements.count {
                for (element, part) in zip(elements, actual) { try unify(element.type, part, names, &bindings, at: location) }
            }
        case .inout(let inner, _):
            try unify(inner, type.withoutInout, names, &bindings, at: location)
        default:
            return
        }
    }
}

extension Checker {
    /// The instance of a generic method for a call's arguments.
    public func genericMethodInstance(
        _ method: UserMethod, _ arguments: [Argument], expecting expected: SessionType?, typeName: String,
        at location: SourceLocation
    ) throws -> UserMethod {
        guard let template = method.genericTemplate else { return method }
        let declaration = template.declaration
        let saved = instantiation.bindings
        defer { instantiation.bindings = saved }
        // The arguments are the caller's: a bare `Wrapper("x")` among them is inferred there,
        // not the instance the type's own name means inside its declaration.
        let ownName = template.selfType.nominalType?.specialization?.base
        instantiation.bindings = saved.merging(template.bindings.filter { $0.key != ownName }) { _, own in own }
        let methodBindings = try inferGenericArguments(
            declaration.generics, declaration.parameters, declaration.resultType, arguments, expecting: expected,
            callee: declaration.name, at: location)
        instantiation.bindings = template.bindings
        let arguments = declaration.generics.parameters.map { methodBindings[$0.name]! }
        if let existing = template.instances[arguments] { return existing }
        try Checker.requireShallow(arguments, of: declaration.name, at: location)
        try requireConstraints(declaration.generics, methodBindings, at: location, callee: "instance method '\(declaration.name)'")
        instantiation.bindings.merge(methodBindings) { _, new in new }
        var plain = declaration
        plain.generics = GenericSignature()
        let selfName = template.selfType.displayName
        // A generic initializer's instance builds `self` (see Checker+GenericInitializers.swift).
        let isInitializer = if case .initializer = method.kind { true } else { false }
        let instance = UserMethod(
            name: declaration.name, parameters: try resolveParameters(replacingSelf(in: plain.parameters, with: selfName)),
            resultType: isInitializer ? method.resultType : try resolveResultType(
                plain.resultType.map { replacingSelf(in: $0, with: selfName) }, of: "instance method", declaration.fullName,
                at: declaration.nameLocation),
            kind: method.kind, throwsErrors: declaration.effect == .throws, location: declaration.nameLocation)
        instance.isConvenience = method.isConvenience
        if isInitializer { instance.errorType = try thrownErrorType(declaration.thrownType, replacingSelfWith: template.selfType) }
        let initialValue: ((Execution) throws -> Value)? = if isInitializer, case .nominal(let nominal) = template.selfType,
            !nominal.isClass { Checker.initialValue(of: nominal) } else { nil }
        template.instances[arguments] = instance
        do {
            try compile(
                instance, plain.parameters, try builderBody(of: plain), closingBrace: plain.closingBraceLocation,
                canThrow: plain.effect != .none, selfType: template.selfType, typeName: typeName, initialValue: initialValue)
        } catch {
            template.instances[arguments] = nil
            throw error
        }
        return instance
    }

    /// Whether a declaration's `where` clause holds for the generic arguments bound now.
    public func requirementsHold(_ signature: GenericSignature) -> Bool {
        for requirement in signature.requirements {
            guard let subject = try? resolve(.named(requirement.subject, genericArguments: [], location: requirement.location))
            else { return false }
            switch requirement.kind {
            case .conformance(let constraint):
                guard case .named(let name, [], _) = constraint else { return false }
                if let superclass = userType(named: name), superclass.isClass {
                    if subject.nominalType?.isSubclass(of: superclass) != true { return false }
                } else if !conforms(subject, to: name) {
                    return false
                }
            case .sameType(let other):
                guard let otherType = try? resolve(other), otherType == subject else { return false }
            }
        }
        return true
    }
}

extension Checker {
    /// In `func speak<T: Animal>(_ a: T)`, `a.nickname()` for a method only `Animal`'s
    /// extensions declare (no requirement) is the extension's, chosen by the static type, even
    /// when the concrete type has its own: per concrete type, those methods compiled for it.
    public func protocolExtensionViews(
        _ generics: GenericSignature, _ bindings: [String: SessionType]
    ) throws -> [ObjectIdentifier: UserMembers] {
        var views: [ObjectIdentifier: UserMembers] = [:]
        for parameter in generics.parameters {
            guard case .nominal(let concrete)? = bindings[parameter.name], concrete.kind != .protocolType else { continue }
            let constraints = parameter.constraints + generics.requirements.compactMap { requirement in
                if requirement.subject == parameter.name, case .conformance(let constraint) = requirement.kind { constraint } else { nil }
            }
            for constraint in constraints {
                guard case .named(let name, [], _) = constraint, let proto = userType(named: name), proto.kind == .protocolType
                else { continue }
                try addExtensionView(of: proto, for: concrete, to: &views)
            }
        }
        return views
    }

    /// The methods of `proto`'s extensions that are no requirement and that `concrete` also
    /// declares itself, compiled for `concrete` into its view.
    public func addExtensionView(of proto: NominalType, for concrete: NominalType, to views: inout [ObjectIdentifier: UserMembers]) throws {
        guard let info = proto.protocolInfo else { return }
        var requirementNames = Set(info.declaration.methods.map(\.name))
        for refined in info.refined { requirementNames.formUnion(refined.protocolInfo?.declaration.methods.map(\.name) ?? []) }
        for declaration in info.extensions where declaration.generics.requirements.isEmpty {
            let shadowed = declaration.members.filter { member in
                guard case .function(let function) = member, !function.isStatic, !requirementNames.contains(function.name)
                else { return false }
                return concrete.members.methods[function.name] != nil
            }
            if shadowed.isEmpty { continue }
            let table = views[ObjectIdentifier(concrete)] ?? UserMembers()
            views[ObjectIdentifier(concrete)] = table
            let saved = instantiation.bindings
            defer { instantiation.bindings = saved }
            // `Self` and the associated types (`func has(_ item: Item)`) as the conformer binds them.
            instantiation.bindings = [:]
            try bindConformer(concrete, of: proto)
            try registerMethods(shadowed, selfType: .nominal(concrete), into: table, inTypeBody: false)
            try compileMethods(shadowed, selfType: .nominal(concrete), table: table, typeName: concrete.name) {
                Checker.initialValue(of: concrete)
            }
        }
    }
}

extension SessionType {
    /// `Any`, `any Error`, `AnyHashable`, `any Shape`: a context of such a type fixes no
    /// generic parameter, since Swift converts the concrete value to it afterwards.
    fileprivate var saysNothingOfConcreteType: Bool {
        switch self {
        case .any, .anyHashable, .error: true
        case .nominal(let nominal): nominal.kind == .protocolType
        default: false
        }
    }
}
