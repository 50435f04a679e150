import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// Generics by specialization: a generic struct, class or enum is kept as written, and each
// list of type arguments it is used with (`Stack<Int>`, `Pair<String, Todo>`) declares a type
// of its own, checked with its parameters bound to those arguments. Every value then has a
// concrete type, as everywhere else in the checker, and prints as Swift prints it
// (`Stack<Int>(items: [1])`). A generic function is specialized the same way at each call,
// for the arguments it is called with (see `Checker+GenericFunctions`).

/// One outermost `instantiate` and the instances it leads to. Instances are laid out
/// (stored properties, method signatures) as they are named, and their bodies are checked
/// only when the outermost one is laid out: `Pair<A, B>.swapped()` returns a `Pair<B, A>`
/// whose memberwise initializer must know its properties when the body calls it. When the
/// pass fails, every instance it made is forgotten.
public final class InstancePass {
    public var bodies: [() throws -> Void] = []
    public var made: [(GenericTypeTemplate, [SessionType])] = []
    /// `Outer<Int>.Storage`: the names the pass added to `instantiation.nestedTypes`.
    public var nestedTypes: [String] = []
    public var nestedAliases: [String] = []
}

/// A generic type as declared, and the types made from it so far.
public final class GenericTypeTemplate {
    /// `struct`, `class` or `enum`, as swiftc's messages name the declaration.
    public var kindName: String {
        switch declaration {
        case .structure(let declaration): declaration.isClass ? "class" : "struct"
        case .enumeration: "enum"
        }
    }

    public enum Declaration {
        case structure(StructDeclaration)
        case enumeration(EnumDeclaration)
    }

    public let name: String
    public let declaration: Declaration
    public let signature: GenericSignature
    /// `extension Stack { … }`: declared for every instance, those made before it included.
    public var extensions: [ExtensionDeclaration] = []
    /// Instances by their arguments; an instance is cached before its members are checked,
    /// so a type may refer to itself (`indirect enum Tree<T> { case node(Tree<T>, T, Tree<T>) }`).
    public var instances: [[SessionType]: NominalType] = [:]

    public init(name: String, declaration: Declaration, signature: GenericSignature) {
        self.name = name
        self.declaration = declaration
        self.signature = signature
    }

    public var parameterNames: [String] { signature.parameters.map(\.name) }
}

extension Checker {
    /// `struct Stack<Element> { … }`: remembered; checked per list of arguments.
    public func declareGenericType(
        _ declaration: GenericTypeTemplate.Declaration, _ signature: GenericSignature, at location: SourceLocation
    ) throws {
        let name: String
        switch declaration {
        case .structure(let structure): name = structure.name
        case .enumeration(let enumeration): name = enumeration.name
        }
        // The Combine prelude's `AnyPublisher` or `CurrentValueSubject` is shadowed by a
        // session's own (seed 004's code over a subject of its own), as Combine's would be;
        // the prelude's own bodies then name the session's too, which only a session that
        // mixes both could see.
        if (declared.types[name] != nil || declared.genericTypes[name] != nil) && !mayRedeclare(name) && !isLibraryGenericType(name)
            || Checker.builtinTypeNames.contains(name)
            // A session's own generic `State<T>` or `Binding<T>` (as the seeds build them)
            // shadows StateBinding's, as any file's declarations shadow an imported module's.
            && !Checker.shadowableTypeNames.union(["State", "Binding"]).contains(name)
        {
            throw Diagnostic("invalid redeclaration of '\(name)'", at: location)
        }
        // Bodies are checked per instance, but a missing one is an error even unused.
        if case .structure(let structure) = declaration {
            for case .initializer(let initializer) in structure.members where initializer.lacksBody {
                throw Diagnostic("initializer requires a body", at: initializer.location)
            }
        }
        var seen: Set<String> = []
        for parameter in signature.parameters where !seen.insert(parameter.name).inserted {
            throw Diagnostic("invalid redeclaration of '\(parameter.name)'", at: parameter.location)
        }
        let nested: [Statement]
        switch declaration {
        case .structure(let structure): nested = structure.nestedTypes
        case .enumeration(let enumeration): nested = enumeration.nestedTypes
        }
        for statement in nested {
            switch statement.kind {
            case .structure(let inner) where !inner.generics.parameters.isEmpty:
                throw Checker.nestedGenericType(at: inner.nameLocation)
            case .enumeration(let inner) where !inner.generics.parameters.isEmpty:
                throw Checker.nestedGenericType(at: inner.nameLocation)
            case .typeAlias(_, let location, let parameters, _) where !parameters.isEmpty:
                throw Checker.nestedGenericType(at: location)
            default:
                continue
            }
        }
        let template = GenericTypeTemplate(name: name, declaration: declaration, signature: signature)
        declared.types[name] = nil
        declared.genericTypes[name] = template
        noteDeclared(name)
    }

    /// The instance of `template` for `arguments`, declared on first use.
    public func instantiate(
        _ template: GenericTypeTemplate, _ arguments: [SessionType], at location: SourceLocation, callee: String? = nil
    ) throws -> NominalType {
        if let existing = template.instances[arguments] { return existing }
        try Checker.requireShallow(arguments, of: template.name, at: location)
        let parameters = template.signature.parameters
        if arguments.isEmpty, let current = instantiation.bindings[template.name]?.nominalType {
            // `Stack` inside its own declaration: the instance being declared.
            return current
        }
        guard arguments.count == parameters.count else {
            if arguments.isEmpty {
                throw Diagnostic(
                    "generic parameter '\(parameters[0].name)' could not be inferred", at: location,
                    notes: [Diagnostic(
                        "explicitly specify the generic arguments to fix this issue", at: location, severity: .note)])
            }
            throw Diagnostic(
                "generic type '\(template.name)' specialized with too \(arguments.count > parameters.count ? "many" : "few") type parameters (got \(arguments.count), but expected \(parameters.count))",
                at: location)
        }
        let bindings = Dictionary(uniqueKeysWithValues: zip(parameters.map(\.name), arguments))
        try requireConstraints(template.signature, bindings, at: location, callee: callee)
        let instance: NominalType
        switch template.declaration {
        case .structure(let declaration): instance = NominalType(name: "", kind: declaration.isClass ? .classType : .structure)
        case .enumeration: instance = NominalType(name: "", kind: .enumeration)
        }
        instance.name = "\(template.name)<\(arguments.map(\.displayName).joined(separator: ", "))>"
        instance.specialization = .init(base: template.name, module: "", arguments: arguments)
        template.instances[arguments] = instance
        let isOutermost = instantiation.pass == nil
        let pass = instantiation.pass ?? InstancePass()
        instantiation.pass = pass
        defer { if isOutermost { instantiation.pass = nil } }
        pass.made.append((template, arguments))
        do {
            try declareInstance(instance, of: template, bindings)
            if isOutermost {
                // Every instance named is laid out now: the bodies may use any of them.
                var index = 0
                while index < pass.bodies.count {
                    try pass.bodies[index]()
                    index += 1
                }
            }
        } catch {
            if isOutermost {
                for (made, arguments) in pass.made { made.instances[arguments] = nil }
                for name in pass.nestedTypes { instantiation.nestedTypes[name] = nil }
                for name in pass.nestedAliases { instantiation.nestedAliases[name] = nil }
            } else {
                template.instances[arguments] = nil
            }
            throw error
        }
        return instance
    }

    /// Lays out the members of `instance` with the template's parameters bound (its nested
    /// types first), and queues its bodies and extensions on the current `InstancePass`.
    private func declareInstance(_ instance: NominalType, of template: GenericTypeTemplate, _ bindings: [String: SessionType]) throws {
        let saved = (instantiation.bindings, nestedTypePrefixes)
        defer { (instantiation.bindings, nestedTypePrefixes) = saved }
        instantiation.bindings = bindings
        instantiation.bindings[template.name] = .nominal(instance)
        instantiation.bindings["Self"] = .nominal(instance)
        let instanceBindings = instantiation.bindings
        let nested: [Statement]
        switch template.declaration {
        case .structure(let declaration): nested = declaration.nestedTypes
        case .enumeration(let declaration): nested = declaration.nestedTypes
        }
        var bodies: [() throws -> Void] = []
        try withInstanceNestedTypes(of: instance, template) {
            for statement in nested {
                if let body = try declareNestedType(statement, in: instance, of: template, instanceBindings) { bodies.append(body) }
            }
            switch template.declaration {
            case .structure(let declaration): try declareStruct(declaration, as: instance).map { bodies.append($0) }
            case .enumeration(let declaration): try declareEnum(declaration, as: instance).map { bodies.append($0) }
            }
        }
        let declaringScope = scope
        instantiation.pass!.bodies.append { [self] in
            let saved = (instantiation.bindings, nestedTypePrefixes, scope)
            defer { (instantiation.bindings, nestedTypePrefixes, scope) = saved }
            instantiation.bindings = instanceBindings
            scope = declaringScope
            try withInstanceNestedTypes(of: instance, template) {
                for body in bodies { try body() }
                for declaration in template.extensions where requirementsHold(declaration.generics) {
                    try extend(instance, with: declaration)
                }
            }
        }
    }

    /// Inside an instance (`Outer<Int>`): its nested types are `Outer<Int>.Storage`, then the
    /// template's enclosing types' (`A.` for `A.Outer<Int>`).
    private func withInstanceNestedTypes<R>(of instance: NominalType, _ template: GenericTypeTemplate, _ body: () throws -> R) rethrows -> R {
        try withNestedTypes(of: template.name) {
            nestedTypePrefixes[0] = instance.name + "."
            return try body()
        }
    }

    /// A nested type (or type alias) of a generic type, declared for one instance with the
    /// outer parameters bound: `Outer.Storage` becomes `Outer<Int>.Storage`. Returns the
    /// bodies to check later.
    private func declareNestedType(
        _ statement: Statement, in instance: NominalType, of template: GenericTypeTemplate, _ bindings: [String: SessionType]
    ) throws -> (() throws -> Void)? {
        func instanceName(_ name: String) -> String { instance.name + name.dropFirst(template.name.count) }
        func unsupportedGeneric(at location: SourceLocation) -> Diagnostic { Checker.nestedGenericType(at: location) }
        let pass = instantiation.pass!
        /// Registers a nested struct or enum of the instance, declares it with its own names in
        /// scope, and wraps the body check it leaves for later the same way.
        func declareNested(_ type: NominalType, _ declare: () throws -> (() throws -> Void)?) throws -> (() throws -> Void)? {
            type.enclosingInstance = instance
            instantiation.nestedTypes[type.name] = type
            pass.nestedTypes.append(type.name)
            return try withNestedTypes(of: type.name) { try withNestedSelf(type) { try declare() } }
                .map { body in { [self] in try withNestedTypes(of: type.name) { try withNestedSelf(type) { try body() } } } }
        }
        switch statement.kind {
        case .structure(var declaration):
            guard declaration.generics.parameters.isEmpty else { throw unsupportedGeneric(at: declaration.nameLocation) }
            declaration.name = instanceName(declaration.name)
            let type = NominalType(name: declaration.name, kind: declaration.isClass ? .classType : .structure)
            return try declareNested(type) { try declareStruct(declaration, as: type) }
        case .enumeration(var declaration):
            guard declaration.generics.parameters.isEmpty else { throw unsupportedGeneric(at: declaration.nameLocation) }
            declaration.name = instanceName(declaration.name)
            let type = NominalType(name: declaration.name, kind: .enumeration)
            return try declareNested(type) { try declareEnum(declaration, as: type) }
        case .typeAlias(let name, let location, let parameters, let syntax):
            guard parameters.isEmpty else { throw unsupportedGeneric(at: location) }
            let name = instanceName(name)
            instantiation.nestedAliases[name] = try resolve(syntax)
            pass.nestedAliases.append(name)
            return nil
        default:
            return nil
        }
    }

    public static func nestedGenericType(at location: SourceLocation) -> Diagnostic {
        Diagnostic("generic types and type aliases nested in a generic type are not supported in a session", at: location)
    }

    /// `Self` inside a nested type means that type, not the generic type around it.
    private func withNestedSelf<R>(_ type: NominalType, _ body: () throws -> R) rethrows -> R {
        let saved = instantiation.bindings["Self"]
        instantiation.bindings["Self"] = .nominal(type)
        defer { instantiation.bindings["Self"] = saved }
        return try body()
    }

    /// An extension of a generic type, applied to one of its instances.
    public func extendInstance(_ instance: NominalType, of template: GenericTypeTemplate, with declaration: ExtensionDeclaration) throws {
        let saved = (instantiation.bindings, nestedTypePrefixes)
        defer { (instantiation.bindings, nestedTypePrefixes) = saved }
        guard let arguments = instance.specialization?.arguments else { return }
        instantiation.bindings = Dictionary(uniqueKeysWithValues: zip(template.parameterNames, arguments))
        instantiation.bindings[template.name] = .nominal(instance)
        instantiation.bindings["Self"] = .nominal(instance)
        // `extension Stack where Element: Numeric`: only the instances it fits.
        guard requirementsHold(declaration.generics) else { return }
        try withNestedTypes(of: template.name) { try extend(instance, with: declaration) }
    }

    /// Specialization makes a type (or function) per list of arguments, so a declaration that
    /// uses itself with ever larger arguments (`struct S<T> { var next: S<[T]>? }`, a function
    /// calling itself with `[x]`) would never stop making them: past this nesting, an error.
    public static let maximumArgumentNesting = 24

    public static func requireShallow(_ arguments: [SessionType], of name: String, at location: SourceLocation) throws {
        guard let deepest = arguments.map(\.nestingDepth).max(), deepest > maximumArgumentNesting else { return }
        throw Diagnostic(
            "'\(name)' is used with type arguments nested more than \(maximumArgumentNesting) deep; a generic declaration that uses itself with ever larger type arguments is not supported in a session",
            at: location)
    }

    /// Each argument meets its parameter's constraints and the `where` clause's.
    /// `callee`: a generic function's kind and name (`local function 'largest'`), which Swift's
    /// message names; nil for a type.
    public func requireConstraints(
        _ signature: GenericSignature, _ bindings: [String: SessionType], at location: SourceLocation, callee: String? = nil
    ) throws {
        var requirements: [(String, TypeSyntax)] = []
        for parameter in signature.parameters {
            for constraint in parameter.constraints { requirements.append((parameter.name, constraint)) }
        }
        for requirement in signature.requirements {
            if case .conformance(let constraint) = requirement.kind { requirements.append((requirement.subject, constraint)) }
        }
        for (subject, constraint) in requirements {
            guard let type = bindings[subject], case .named(let protocolName, [], _) = constraint else { continue }
            if let superclass = userType(named: protocolName), superclass.isClass {
                guard type.nominalType?.isSubclass(of: superclass) == true else {
                    throw Diagnostic(
                        "'\(type.displayName)' is not a subtype of '\(protocolName)'", at: location)
                }
                continue
            }
            guard conforms(type, to: protocolName) else {
                if let callee {
                    throw Diagnostic("\(callee) requires that '\(type.displayName)' conform to '\(protocolName)'", at: location)
                }
                throw Diagnostic(
                    "type '\(type.displayName)' does not conform to protocol '\(protocolName)'", at: location)
            }
        }
    }

    /// Whether `type` conforms to the protocol `name` (the library's protocols the checker
    /// knows, and the session's own types' declared conformances).
    public func conforms(_ type: SessionType, to name: String) -> Bool {
        if case .nominal(let nominal) = type, nominal.conformances.contains(name) { return true }
        // A subclass declared before an extension gave its superclass the conformance still has it.
        if case .nominal(let nominal) = type, nominal.isClass, nominal.classChain.contains(where: { $0.conformances.contains(name) }) {
            return true
        }
        // `any Shape` passed where a conforming type is needed: Swift opens the existential.
        if case .nominal(let nominal) = type, nominal.kind == .protocolType, nominal.name == name { return true }
        if case .opaque(let opaque) = type { return promises(opaque, name) }
        if let protocolType = userType(named: name), builtinConforms(type, to: protocolType) { return true }
        if let collection = Checker.isLibraryCollection(type, name) { return collection }
        switch name {
        case "Equatable": return isEquatable(type)
        case "Hashable": return isHashable(type)
        case "Comparable": return isComparable(type) || type.nominalType?.conformances.contains("Comparable") == true
        case "CustomStringConvertible":
            return [.int, .double, .string, .bool, .character, .float, .substring].contains(type) || type.nominalType?.isCustomStringConvertible == true
        case "Numeric", "AdditiveArithmetic": return type.isNumeric
        case "BinaryInteger", "FixedWidthInteger", "SignedInteger": return type == .int || { if case .sizedInteger = type { true } else { false } }()
        case "FloatingPoint", "BinaryFloatingPoint": return type == .double || type == .float
        case "StringProtocol": return type.isText
        case "Sendable": return true
        case "AnyObject": return type.isClassInstance
        case "Error": return isErrorType(type)
        case "Identifiable": return identifierType(of: type) != nil
        case "CaseIterable": return type.nominalType?.conformances.contains("CaseIterable") == true
        // `xs.makeIterator()`: the library's IndexingIterator.
        case "IteratorProtocol": if case .view(.iterator, _, _) = type { return true } else { return false }
        // `Codable` types (a struct saying `Codable` is `Decodable`), Foundation's and the library's.
        case "Codable", "Encodable", "Decodable": return codingShape(of: type) != nil
        default: return false
        }
    }
}

extension Checker {
    /// `Stack`, `Pair` written without arguments where a generic type of the session is
    /// named (not shadowed by a variable).
    public func bareGenericType(_ expression: Expression) -> GenericTypeTemplate? {
        guard case .identifier(let name) = expression.kind, lookup(name) == nil else { return nil }
        if instantiation.bindings[name] != nil { return nil }
        return declared.genericTypes[name]
    }

    /// The instance a use of a bare generic type name means: the one the context expects
    /// (`var b: Stack<Double> = Stack()`), else the one the arguments of `member` (an
    /// initializer, an enum case, a static method) say (`Pair(first: "ada", second: 3)`).
    public func inferInstance(
        _ template: GenericTypeTemplate, forMember member: String, _ arguments: [Argument],
        expecting expected: SessionType?, at location: SourceLocation
    ) throws -> NominalType {
        if let nominal = expected?.unwrappedOnce.nominalType, nominal.specialization?.base == template.name,
            template.instances.values.contains(where: { $0 === nominal })
        {
            return nominal
        }
        var firstError: Error?
        // `Wrapper(first: [7, 8])` is not `init(_ value: Value)`: when some candidate takes the
        // call's labels, those that do not infer nothing.
        let candidates = candidateParameters(of: template, member)
        let fitting = candidates.filter { Checker.labelsFit(arguments.map(\.label), $0.0) }
        for (parameters, own) in fitting.isEmpty ? candidates : fitting {
            do {
                // A generic initializer's own parameters are inferred beside the type's.
                let signature = GenericSignature(
                    parameters: template.signature.parameters + own.parameters,
                    requirements: template.signature.requirements + own.requirements)
                let bindings = try inferGenericArguments(
                    signature, parameters, nil, arguments, expecting: nil, callee: member, at: location)
                // Inferred from a call, an unmet constraint names the type as swiftc does there:
                // `generic struct 'StateObject' requires that 'Plain' conform to 'ObservableObject'`.
                return try instantiate(
                    template, template.parameterNames.map { bindings[$0]! }, at: location,
                    callee: "generic \(template.kindName) '\(template.name)'")
            } catch {
                firstError = firstError ?? error
            }
        }
        throw firstError ?? Diagnostic(
            "generic parameter '\(template.parameterNames[0])' could not be inferred", at: location,
            notes: [Diagnostic("explicitly specify the generic arguments to fix this issue", at: location, severity: .note)])
    }

    /// Whether a call's labels can go to `parameters`, in order, those with defaults skippable.
    public static func labelsFit(_ labels: [String?], _ parameters: [FunctionDeclaration.Parameter]) -> Bool {
        var index = 0
        for label in labels {
            while index < parameters.count, parameters[index].label != label, parameters[index].defaultValue != nil { index += 1 }
            guard index < parameters.count, parameters[index].label == label else { return false }
            if !parameters[index].isVariadic { index += 1 }
        }
        return parameters[index...].allSatisfy { $0.defaultValue != nil || $0.isVariadic }
    }

    /// The parameter lists `member` of the template may be called with, as written.
    private func candidateParameters(
        of template: GenericTypeTemplate, _ member: String
    ) -> [([FunctionDeclaration.Parameter], GenericSignature)] {
        var members: [MemberDeclaration]
        var candidates: [([FunctionDeclaration.Parameter], GenericSignature)] = []
        switch template.declaration {
        case .structure(let declaration):
            members = declaration.members
        case .enumeration(let declaration):
            members = declaration.members
            for enumCase in declaration.cases where enumCase.name == member {
                candidates.append(((enumCase.associatedValues ?? []).map { element in
                    FunctionDeclaration.Parameter(
                        label: element.label == "_" ? nil : element.label, name: element.label ?? "_",
                        location: enumCase.location, type: element.type)
                }, GenericSignature()))
            }
        }
        for extensionDeclaration in template.extensions { members += extensionDeclaration.members }
        var declaresInitializer = false
        for case .initializer(let initializer) in members {
            declaresInitializer = true
            if member == "init" { candidates.append((initializer.parameters, initializer.generics)) }
        }
        for case .function(let function) in members where function.name == member && function.isStatic {
            candidates.append((function.parameters, function.generics))
        }
        if member == "init", !declaresInitializer, case .structure(let declaration) = template.declaration, !declaration.isClass {
            // The memberwise initializer: stored properties in order, those with a value optional.
            let stored = declaration.members.compactMap { member -> FunctionDeclaration.Parameter? in
                guard case .stored(let property) = member, !property.isStatic else { return nil }
                let type = property.type ?? .named("_", genericArguments: [], location: property.nameLocation)
                return FunctionDeclaration.Parameter(
                    label: property.name, name: property.name, location: property.nameLocation, type: type,
                    defaultValue: property.initializer)
            }
            candidates.append((stored, GenericSignature()))
        }
        return candidates
    }
}

extension SessionType {
    /// How deeply generic arguments nest in this type: 0 for `Int`, 2 for `[[Int]]`.
    public var nestingDepth: Int {
        switch self {
        case .optional(let inner), .array(let inner), .set(let inner), .binding(let inner), .state(let inner), .metatype(let inner):
            1 + inner.nestingDepth
        case .dictionary(let key, let value), .keyPath(let key, let value), .readOnlyKeyPath(let key, let value):
            1 + max(key.nestingDepth, value.nestingDepth)
        case .nominal(let nominal):
            1 + (nominal.specialization?.arguments.map(\.nestingDepth).max() ?? -1)
        case .tuple(_, let elements):
            1 + (elements.map(\.nestingDepth).max() ?? 0)
        case .function(let parameters, let result):
            1 + max(parameters.map(\.nestingDepth).max() ?? 0, result.nestingDepth)
        default:
            0
        }
    }
}
