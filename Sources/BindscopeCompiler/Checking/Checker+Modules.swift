import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// The imported module (the sample model) and the REPL's redeclarations.
///
/// The sample model is checked like a session, then `sealModule` moves what it declared one
/// level down, below the session: the session's own `struct Person` or `let sample` shadow
/// the module's, as a Swift file's declarations shadow an imported module's, and
/// `SampleModel.Person` still names the module's.
extension Checker {
    /// Moves every name and type declared so far into the module level, named `name`. Its
    /// variables become globals: `box(slot)` gives the box each was stored in.
    public func sealModule(named name: String, box: (Int) -> Box) {
        sessionScope.commitChanges()
        for case .variable(let variable) in sessionScope.entries.values {
            variable.globalBox = box(variable.slot)
        }
        sessionScope.moveEntries(into: moduleScope)
        module.types.merge(declared.types) { _, new in new }
        declared.types = [:]
        module.name = name
    }

    /// Moves what the library prelude (Combine) declared below the session, as `sealModule`
    /// does, without naming a module.
    public func sealLibrary(box: (Int) -> Box) {
        sessionScope.commitChanges()
        for case .variable(let variable) in sessionScope.entries.values {
            variable.globalBox = box(variable.slot)
        }
        sessionScope.moveEntries(into: moduleScope)
        module.types.merge(declared.types) { _, new in new }
        module.libraryTypeNames.formUnion(declared.types.keys)
        module.libraryGenericTypes = declared.genericTypes.mapValues(ObjectIdentifier.init)
        declared.types = [:]
        // Its `deinit` (AnyCancellable's) turns on releasing only once a session uses it, and
        // its setters and observers (CurrentValueSubject's `value`) make writes look for
        // accessors only then: a session that never names a Combine type checks its writes as
        // cheaply as before the prelude (`userType(named:)` turns both on).
        implicitCalls.hasDeinitializers = false
        implicitCalls.libraryHasAccessors = implicitCalls.hasAccessors
        implicitCalls.hasAccessors = false
    }

    /// Whether `expression` names the module itself (`SampleModel` in `SampleModel.Person`),
    /// that is, no variable or type of the session is called so.
    public func isModuleReference(_ expression: Expression) -> Bool {
        guard case .identifier(let name) = expression.kind, let moduleName = module.name, name == moduleName else { return false }
        return lookup(name) == nil && declared.types[name] == nil
    }

    /// `SampleModel.name`: the module's variable or type, whatever the session declared since.
    public func moduleMember(_ name: String, at location: SourceLocation) throws -> Checked {
        if let entry = moduleScope.entries[name] {
            return try access(entry, named: name, at: location)
        }
        if let type = module.types[name], !module.libraryTypeNames.contains(name) {
            return Checked(.metatype(.nominal(type))) { _ in .metatype(.nominal(type)) }
        }
        throw Diagnostic("module '\(module.name ?? name)' has no member named '\(name)'", at: location)
    }

    /// `SampleModel.Person` in a type (the parser keeps the dotted name whole): the module's
    /// type; `Swift.Int` or `SwiftUI.Binding<Int>`: the built-in type.
    public func moduleQualifiedType(
        _ name: String, _ arguments: [TypeSyntax], at location: SourceLocation
    ) throws -> SessionType? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let qualifier = String(name[..<dot]), member = String(name[name.index(after: dot)...])
        if let bound = instantiation.bindings[qualifier], arguments.isEmpty {
            // `C.Item`, `T.ID`, `T.Type` for a generic parameter: of the type it stands for.
            if member == "Type" { return .metatype(bound) }
            if let associated = associatedType(member, of: bound) { return associated }
            throw Diagnostic("'\(member)' is not a member type of type '\(bound.displayName)'", at: location)
        }
        if Checker.builtinModules.contains(qualifier), declared.types[qualifier] == nil {
            guard Checker.builtinTypeNames.contains(member) else {
                // The real module may well have it: bindscope only knows what it builds in.
                throw Diagnostic("type '\(name)' is not supported in a session", at: location)
            }
            return try resolveNamed(member, arguments, at: location, library: true)
        }
        guard let moduleName = module.name, qualifier == moduleName, declared.types[moduleName] == nil else {
            if let outer = userType(named: qualifier), member == "ID", let identifier = identifierType(of: .nominal(outer)) {
                // `Todo.ID`: Identifiable's associated type, the type of `id`.
                return identifier
            }
            if let foundationType = foundation.type(named: qualifier + "." + member), userType(named: qualifier) != nil,
                declared.types[qualifier] == nil
            {
                // `JSONEncoder.OutputFormatting`, `DecodingError.Context`.
                return .nominal(foundationType)
            }
            if let outer = userType(named: qualifier), let associated = userSequenceAssociatedType(member, of: .nominal(outer)) {
                // `Week.SubSequence`, `Grid.Index`: a session collection's associated type.
                return associated
            }
            if let outer = userType(named: qualifier), member == "Type" {
                // `Shape.Type`: the type of `Shape.self` (and of a subclass's `.self`).
                return .metatype(.nominal(outer))
            }
            if let outer = userType(named: qualifier), arguments.isEmpty, let associated = outer.associatedTypeBindings[member] {
                // `Shelf.Item`: an associated type its conformance settled (a default one included).
                return associated
            }
            if let outer = userType(named: qualifier) {
                let kind = switch outer.kind {
                case .enumeration: "enum"
                case .structure: "struct"
                case .classType: "class"
                case .protocolType: "protocol"
                }
                throw Diagnostic(
                    "'\(member)' is not a member type of \(kind) '\(qualifier)'",
                    at: location)
            }
            if !Checker.builtinTypeNames.contains(qualifier) {
                throw Diagnostic("cannot find type '\(qualifier)' in scope", at: location)
            }
            if member == "Type", arguments.isEmpty, let instance = try? resolve(.named(qualifier, genericArguments: [], location: location)) {
                // `Int.Type`, `Error.Type`: the type of `Int.self`.
                return .metatype(instance)
            }
            throw Diagnostic("nested types of built-in types are not supported in a session", at: location)
        }
        guard let type = module.types[member], !module.libraryTypeNames.contains(member) else {
            throw Diagnostic("no type named '\(member)' in module '\(moduleName)'", at: location)
        }
        return .nominal(type)
    }

    /// `$R0`, `$R1`…: an echoed expression's value, a constant of the session from then on.
    public func declareResult(named name: String, type: SessionType, at location: SourceLocation) -> Variable {
        let variable = Variable(name: name, type: type, isConstant: true, owner: sessionFunction)
        sessionScope.declare(name, .variable(variable))
        return variable
    }

    /// The module's type when a key path's root is the module and its first component one of
    /// the module's types (`\SampleModel.Person.name`).
    public func moduleQualifiedKeyPathRoot(_ root: TypeSyntax?, _ components: [KeyPathComponent]) -> SessionType? {
        guard case .named(let name, [], _)? = root, name == module.name, declared.types[name] == nil,
            case .property(let typeName, _)? = components.first, let type = module.types[typeName],
            !module.libraryTypeNames.contains(typeName)
        else { return nil }
        return .nominal(type)
    }

    /// Built-in types that a session's own type may shadow, as a main module's `struct
    /// Transaction` shadows SwiftUI's and a game's `struct Character` or a workout's `struct Set`
    /// shadows the standard library's (`Swift.Set<Int>` still names that one). The types whose
    /// names the language itself leans on (`Int`, `String`, `Array`, `Optional`…, State and
    /// Binding) stay reserved.
    public static let shadowableTypeNames: Set<String> = [
        "Transaction", "Animation", "Error", "Result", "Character", "Set", "Range", "ClosedRange",
    ]

    // MARK: Redeclaration in the REPL

    /// Starts an entry typed at the prompt: its session-level names may redeclare earlier
    /// entries' names, not each other.
    public func beginEntry() {
        entryDeclarations = []
    }

    /// Whether the current scope may declare `name` again: only at the session level of an
    /// interactive session, and only a name of an earlier entry (the Swift REPL's rule; a
    /// compiled file rejects any redeclaration in one scope).
    public func mayRedeclare(_ name: String) -> Bool {
        isInteractive && scope === sessionScope && !entryDeclarations.contains(name)
    }

    public func noteDeclared(_ name: String) {
        if isInteractive, scope === sessionScope { entryDeclarations.insert(name) }
    }
}

extension Checker {
    /// The modules a session may import: what bindscope knows of them is built in.
    public static let builtinModules: Set<String> = ["SwiftUI", "Foundation", "Observation", "Combine", "StateBinding", "Swift"]

    /// `import X`: accepted for the built-in modules and the loaded sample's module (which
    /// only `@testable import` can bring in, as it is compiled for testing).
    public func importDeclaration(_ declaration: ImportDeclaration) throws {
        let name = declaration.module
        if let moduleName = module.name, name == moduleName { return }
        guard Checker.builtinModules.contains(name) else {
            throw Diagnostic("no such module '\(name)'", at: declaration.moduleLocation)
        }
        if declaration.isTestable {
            throw Diagnostic("module '\(name)' was not compiled for testing", at: declaration.moduleLocation)
        }
    }
}

extension Checker {
    /// Names of the modules a session may import that bindscope does not model, with their
    /// module: using one is named as unsupported, not as a name that does not exist (it does,
    /// in the real module). Consulted only once a name was not found.
    public static let unsupportedLibraryNames: [String: String] = {
        var names: [String: String] = [:]
        for name in ["Codable", "Encodable", "Decodable", "Sequence", "Task",
            "KeyedDecodingContainer", "KeyedEncodingContainer", "ContiguousArray", "ManagedBuffer", "MemoryLayout"] {
            names[name] = "Swift"
        }
        for name in ["CharacterSet", "DateFormatter", "NumberFormatter", "Decimal",
            "Calendar", "Locale", "Timer", "NotificationCenter", "NSObject", "DispatchQueue", "IndexSet"] {
            names[name] = "Foundation"
        }
        // (`View`, `Text`, `Button`, the other views and the environment's wrappers are the
        // SwiftUI prelude's.)
        for name in ["NavigationView", "AppStorage"] {
            names[name] = "SwiftUI"
        }
        names["Observable"] = "Observation"
        names["ObservationIgnored"] = "Observation"
        return names
    }()

    /// "'Date' (Foundation) is not supported in a session" for a library name bindscope lacks.
    /// `attribute`: the name was written as `@Name` (a property wrapper or macro).
    public static func unsupportedLibraryName(_ name: String, at location: SourceLocation, attribute: Bool = false) -> Diagnostic? {
        guard let module = unsupportedLibraryNames[name] else { return nil }
        let reason = if name.hasSuffix("Container") {
            // A keyed container's type is generic over its keys; a session lets
            // `container(keyedBy:)` give it rather than writing it.
            ": a keyed container's type is not written in a session; 'container(keyedBy:)' gives it"
        } else { "" }
        return Diagnostic("'\(attribute ? "@" : "")\(name)' (\(module)) is not supported in a session\(reason)", at: location)
    }
}
