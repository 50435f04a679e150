import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// Type-checks session statements and compiles them into evaluators.
///
/// One checker lives as long as a session: it remembers the declared types and the names in
/// scope. Every statement is checked completely before any of it runs; a statement that
/// fails (to check or to run) leaves no declaration behind (`Snapshot`).
public final class Checker {
    /// User structs and enums by name.
    public var types: [String: NominalType] = [:] { didSet { revision &+= 1 } }
    /// `typealias Minutes = Int`, by name (`Outer.Name` inside a type); see `typeAlias(named:)`.
    public var typeAliases: [String: SessionType] = [:] { didSet { revision &+= 1 } }
    /// `typealias Matrix<T> = [[T]]`, by name: resolved at each use (`resolveGenericAlias`).
    public var genericTypeAliases: [String: GenericTypeAlias] = [:] { didSet { revision &+= 1 } }
    /// Every `Result<Success, Failure>` used so far, by its arguments (`resultType`).
    public var resultTypes: [[SessionType]: NominalType] = [:]
    /// Generic structs, classes and enums by name: each list of arguments makes a type.
    public var genericTypes: [String: GenericTypeTemplate] = [:] { didSet { revision &+= 1 } }
    /// While a generic declaration is instantiated: what its parameters stand for.
    public var genericBindings: [String: SessionType] = [:]
    /// Set while a wrapped name is resolved to its storage (`x` to `_x.wrappedValue`).
    public var readsWrapperStorage = false
    /// While generic types are instantiated: their bodies, checked when all are laid out.
    public var instancePass: InstancePass?
    /// The nested types and type aliases of generic types' instances (`Outer<Int>.Storage`),
    /// by name; they live as long as their instances (kept by the templates), so a snapshot
    /// does not restore them.
    public var instanceNestedTypes: [String: NominalType] = [:]
    public var instanceNestedAliases: [String: SessionType] = [:]
    /// What `extension Int { … }` and the like added to built-in types.
    public var builtinExtensions: [SessionType: UserMembers] = [:] { didSet { revision &+= 1 } }
    /// `extension Sequence where Element: Shape`: added to each array or set type whose
    /// elements meet the requirements, when its members are first looked up.
    public var elementConstrainedExtensions: [ExtensionDeclaration] = [] { didSet { revision &+= 1 } }
    /// `extension CaseIterable where Self: Equatable { … }` (see `extendLibraryProtocol`).
    public var libraryProtocolExtensions: [ExtensionDeclaration] = [] { didSet { revision &+= 1 } }
    /// While a generic function's instance is checked: the protocol extensions' methods its
    /// generic parameters' types get by their constraints (see `protocolExtensionViews`).
    public var extensionViews: [ObjectIdentifier: UserMembers] = [:]
    /// Which of them each array or set type has been given (or found not to meet).
    public var appliedElementExtensions: [SessionType: Int] = [:]
    /// `willSet`/`didSet` of observed variables, by variable.
    public var variableObservers: [ObjectIdentifier: VariableObservers] = [:] { didSet { revision &+= 1 } }
    /// Set once any setter, observer or subscript is declared: until then writes need not look
    /// for them (checking a write stays as cheap as before).
    public var hasAccessors = false { didSet { revision &+= 1 } }
    /// Whether the library prelude (Combine) declared accessors: `hasAccessors` is set again
    /// when a session first names one of its types (see `sealLibrary`).
    public var libraryHasAccessors = false { didSet { revision &+= 1 } }
    /// The library prelude's generic types (`Published`, `StateObject`), by identity: a
    /// session's own type of the same name is not the library's.
    public var libraryGenericTypes: [String: ObjectIdentifier] = [:] { didSet { revision &+= 1 } }
    /// Set once a class declares a `deinit`: blocks compiled from then on let objects end on
    /// time (see `Checker+Deinitializers`).
    public var hasDeinitializers = false { didSet { revision &+= 1 } }
    public let sessionFunction = FunctionContext(enclosing: nil, selfType: nil, resultType: nil)
    /// The types of session variables, each kept once (see `sharedType`).
    private var sessionVariableTypes: [SessionType: SessionType] = [:]
    /// The type `sharedType` gave last, and the one it was given for it.
    private var lastSharedType: (given: SessionType, shared: SessionType)?
    /// The imported module's level (the sample model, see `sealModule`): below the session,
    /// so the session's names and types shadow it (lookups are session-first).
    public let moduleScope: Scope
    public let sessionScope: Scope
    /// The imported module's types, and its name (nil until `sealModule`).
    public var moduleTypes: [String: NominalType] = [:] { didSet { revision &+= 1 } }
    /// The names in `moduleTypes` that the library prelude (Combine) declared: not the sample
    /// module's members, and their first use turns on releasing for `AnyCancellable`'s deinit.
    public var libraryTypeNames: Set<String> = [] { didSet { revision &+= 1 } }
    public var moduleName: String? { didSet { revision &+= 1 } }
    /// While a file's types are declared together (`Session.runTypeDeclarations`): the names
    /// they declare, which shadow the module's types of those names even before their own
    /// declaration has run, as in a Swift file. One that names such a type then fails, and is
    /// tried again once the type is there.
    public var typesDeclaredLater: Set<String> = []
    /// While a file's types are declared together: an empty type for each of its classes, so
    /// classes that name each other (`Person.apartment: Apartment?` and `Apartment.tenant:
    /// Person?`) can both be declared (see `Checker+ForwardClasses`).
    public var forwardClasses: [String: NominalType] = [:]
    /// Foundation's types bindscope models (`UUID`), below the module's.
    public let foundation = FoundationTypes()
    /// The REPL: a later entry may redeclare a session-level name (`mayRedeclare`).
    public var isInteractive = false { didSet { revision &+= 1 } }
    /// Session-level names the current REPL entry declared.
    public var entryDeclarations: Set<String> = [] { didSet { revision &+= 1 } }
    /// The innermost scope of the code being checked.
    public var scope: Scope

    public var function: FunctionContext { scope.function }
    /// While a `guard`'s conditions are checked: the scope its bindings go to. Swift gives the
    /// rest of the block after a `guard` a scope of its own, so `guard let next else { … }`
    /// may shadow a `next` declared before it in the same block.
    public var guardBindingScope: Scope?
    /// While a watch's expression is checked: the watches it names, on any branch.
    public var referencedWatches: [any WatchReading]?
    /// The word form of the Int arithmetic checked last (see `Checker.intEvaluator(of:_:)`).
    public var lastIntArithmetic: (location: SourceLocation, op: String, rhsLocation: SourceLocation, form: IntForm)?

    /// Changes whenever the checker's declarations change (see `cacheRevision`). Read for
    /// every statement: no dynamic exclusivity check (one load or one store, nothing else),
    /// nor on the scopes' and functions' revisions.
    @exclusivity(unchecked) public var revision = 0
    /// While a statement with a shape is checked for later ones alike (see `StatementCache`).
    public var literalRecorder: LiteralRecorder?
    /// The session's memory limit (`--memory-limit`), for code that cannot ask its execution:
    /// `+` on strings and arrays, checked before the sum is made.
    public var memoryLimit = MemoryLimit.standard

    public init() {
        moduleScope = Scope(parent: nil, function: sessionFunction)
        sessionScope = Scope(parent: moduleScope, function: sessionFunction)
        scope = sessionScope
    }

    // MARK: Snapshots

    /// The state to come back to when the statement about to be checked fails. Taking one
    /// commits the statements before it (a snapshot is only ever restored for the latest).
    public struct Snapshot {
        fileprivate let nameChanges: Int
        fileprivate let tables: Tables

        /// The tables kept, in one object: a snapshot is taken (and reused) for every
        /// statement, and copying one is then a single retain rather than one per table.
        fileprivate final class Tables {
            let types: [String: NominalType]
            let typeAliases: [String: SessionType]
            let genericTypeAliases: [String: GenericTypeAlias]
            let entryDeclarations: Set<String>
            let genericTypes: [String: GenericTypeTemplate]

            init(
                types: [String: NominalType], typeAliases: [String: SessionType],
                genericTypeAliases: [String: GenericTypeAlias], entryDeclarations: Set<String>,
                genericTypes: [String: GenericTypeTemplate]
            ) {
                self.types = types
                self.typeAliases = typeAliases
                self.genericTypeAliases = genericTypeAliases
                self.entryDeclarations = entryDeclarations
                self.genericTypes = genericTypes
            }
        }
    }

    public func snapshot() -> Snapshot {
        sessionScope.commitChanges()
        let nameChanges = sessionScope.changeCount
        // Each table a snapshot keeps moves `revision` on when it changes: at the same revision
        // the last snapshot still holds (lines alike declare one name after another and change
        // none of them), and the tables need not be read again.
        if let last = lastSnapshot, last.revision == revision, last.snapshot.nameChanges == nameChanges {
            return last.snapshot
        }
        let made = Snapshot(
            nameChanges: nameChanges,
            tables: Snapshot.Tables(
                types: types, typeAliases: typeAliases, genericTypeAliases: genericTypeAliases,
                entryDeclarations: entryDeclarations, genericTypes: genericTypes))
        lastSnapshot = (revision, made)
        return made
    }

    /// The last snapshot taken, and the revision it was taken at.
    private var lastSnapshot: (revision: Int, snapshot: Snapshot)?

    public func restore(_ snapshot: Snapshot) {
        sessionScope.restore(toChangeCount: snapshot.nameChanges)
        let tables = snapshot.tables
        types = tables.types
        typeAliases = tables.typeAliases
        genericTypeAliases = tables.genericTypeAliases
        entryDeclarations = tables.entryDeclarations
        genericTypes = tables.genericTypes
        genericBindings = [:]
        scope = sessionScope
    }

    public func declareType(_ type: NominalType, at location: SourceLocation) throws {
        if (types[type.name] != nil && !mayRedeclare(type.name))
            || (Checker.builtinTypeNames.contains(type.name) && !Checker.shadowableTypeNames.contains(type.name))
        {
            throw Diagnostic("invalid redeclaration of '\(type.name)'", at: location)
        }
        noteDeclared(type.name)
        types[type.name] = type
    }

    /// The session's type of that name, else the imported module's.
    public func userType(named name: String) -> NominalType? {
        if let type = types[name] { return type }
        if let shell = forwardClasses[name] { return shell }
        // A type the file declares further down already shadows the module's of that name.
        if !typesDeclaredLater.contains(name), let type = moduleTypes[name] {
            if libraryTypeNames.contains(name) {
                hasDeinitializers = true
                if libraryHasAccessors { hasAccessors = true }
            }
            return type
        }
        return foundation.type(named: name) ?? instanceNestedTypes[name]
    }

    /// Inside `Outer.Inner`'s declaration: `Outer.Inner.`, then `Outer.`. A plain type name
    /// there means the innermost nested type of that name first, as in Swift.
    public var nestedTypePrefixes: [String] = []

    /// The nested type a plain (or partly qualified) name means where it is used.
    public func nestedType(named name: String) -> NominalType? {
        for prefix in nestedTypePrefixes {
            if let type = userType(named: prefix + name) { return type }
        }
        return nil
    }

    /// Checks the members of the type named `name` with its nested types in scope.
    public func withNestedTypes<R>(of name: String, _ body: () throws -> R) rethrows -> R {
        let saved = nestedTypePrefixes
        var prefixes: [String] = []
        var path = Substring(name)
        while true {
            prefixes.append(path + ".")
            guard let dot = path.lastIndex(of: ".") else { break }
            path = path[..<dot]
        }
        nestedTypePrefixes = prefixes
        defer { nestedTypePrefixes = saved }
        return try body()
    }

    /// Every type name visible in the session (the session's and the module's).
    public var typeNames: [String] { Set(types.keys).union(moduleTypes.keys).sorted() }

    // MARK: Scopes

    /// Checks `body` in a nested block scope of the current function.
    @inline(__always)  // specialised in place: a closure returned through `R` would otherwise be called through a thunk
    public func inNestedScope<R>(_ body: () throws -> R) rethrows -> R {
        let saved = scope
        scope = Scope(parent: saved, function: saved.function)
        defer { scope = saved }
        return try body()
    }

    /// Checks `body` as the body of a new function (a closure or a computed property).
    /// `parent` nil gives a scope that sees no session variables, as for members of hoisted
    /// types, only the imported module's globals (`sample`), as at file scope.
    public func inFunction<R>(
        _ context: FunctionContext, parent: Scope?, _ body: () throws -> R
    ) rethrows -> R {
        let saved = scope
        scope = Scope(parent: parent ?? moduleScope, function: context)
        defer { scope = saved }
        return try body()
    }

    /// Declares a variable in the current scope; a name may be declared once per scope (but
    /// see `mayRedeclare`).
    @discardableResult
    public func declareVariable(
        _ name: String, type: SessionType, isConstant: Bool, at location: SourceLocation,
        isInitialized: Bool = true
    ) throws -> Variable {
        let atSessionLevel = function === sessionFunction
        let variable = Variable(
            name: name, type: atSessionLevel ? sharedType(type) : type, isConstant: isConstant,
            owner: function, isInitialized: isInitialized, like: atSessionLevel ? lastSessionVariable : nil)
        let scope = scope
        guard scope.declare(name, .variable(variable), replacing: { mayRedeclare(name) || guardBindingScope === scope }) else {
            function.releaseSlot(variable.slot)
            throw Diagnostic("invalid redeclaration of '\(name)'", at: location)
        }
        noteDeclared(name)
        if atSessionLevel { lastSessionVariable = variable }
        return variable
    }

    /// The session variable declared last: the next one shares its profile when it fits
    /// (`Variable.Profile`), as each of 100k `let bI = $items[I]` does.
    private var lastSessionVariable: Variable?

    /// `type`, as an earlier session variable of the same type holds it. Every case of
    /// `SessionType` with a payload is boxed (`indirect`): 100k bindings `let bI = $items[I]`
    /// would each keep a box of their own for `Binding<Int>` where one serves them all.
    private func sharedType(_ type: SessionType) -> SessionType {
        // Declarations alike declare one type after another, the same object each time (their
        // kept check's): known by its bits, else compared, not hashed.
        if let last = lastSharedType {
            if last.given.isIdentical(to: type) { return last.shared }
            if last.shared.equalsKnownFirstByIdentity(type) {
                lastSharedType = (type, last.shared)
                return last.shared
            }
        }
        let shared: SessionType
        if let found = sessionVariableTypes[type] {
            shared = found
        } else {
            if sessionVariableTypes.count < 4096 { sessionVariableTypes[type] = type }
            shared = type
        }
        lastSharedType = (type, shared)
        return shared
    }

    /// How code in the current function reaches `variable`'s box: its own frame slot, or a
    /// capture slot for a variable of an enclosing function (captured by every function in
    /// between, so closures nested in closures see the same variable).
    public func boxAccessor(_ variable: Variable) -> (Execution) -> Box {
        boxAccessor(variable, from: function)
    }

    /// Where `boxAccessor` finds the box, as data: a direct access (`DirectAccess`) fetches it
    /// without retaining it. Keep the two in step.
    public func boxSlot(_ variable: Variable) -> BoxSlot {
        if let global = variable.globalBox { return .global(global) }
        if variable.owner === function { return .local(variable.slot) }
        return .capture(function.captureSlot(for: variable))
    }

    private func boxAccessor(_ variable: Variable, from context: FunctionContext) -> (Execution) -> Box {
        let slot = variable.slot
        if let global = variable.globalBox { return { _ in global } }
        if variable.owner === context {
            return { $0.withCurrentFrame { $0.locals[slot] } }
        }
        let index = context.captureSlot(for: variable)
        return { $0.withCurrentFrame { $0.captures[index] } }
    }

    /// The value of `variable`, read in place: no reference to its box is taken, which a
    /// read (`i` in `i % 7`) would otherwise pay for with a retain and a release. The frame is
    /// lent too (`withCurrentFrame`).
    public func valueAccessor(_ variable: Variable) -> Evaluator {
        let slot = variable.slot
        if variable.owner === function { return { $0.withCurrentFrame { $0.locals[slot].value } } }
        let index = function.captureSlot(for: variable)
        return { $0.withCurrentFrame { $0.captures[index].value } }
    }

    /// As `valueAccessor`, for a variable dependents may read: while one is evaluated
    /// (`execution.recorder` set), the read is noted. One closure, not one calling another.
    public func trackedValueAccessor(_ variable: Variable) -> Evaluator {
        let slot = variable.slot
        if variable.owner === function {
            return { execution in
                guard execution.recorder != nil else { return execution.withCurrentFrame { $0.locals[slot].value } }
                let box = execution.frame.locals[slot]
                execution.noteRead(box)
                return box.value
            }
        }
        let index = function.captureSlot(for: variable)
        return { execution in
            guard execution.recorder != nil else { return execution.withCurrentFrame { $0.captures[index].value } }
            let box = execution.frame.captures[index]
            execution.noteRead(box)
            return box.value
        }
    }

    /// The boxes a new closure captures, fetched in the function that creates it.
    public func captureAccessors(for context: FunctionContext) -> [(Execution) -> Box] {
        context.captured.map { boxAccessor($0, from: function) }
    }

    public static let builtinTypeNames: Set<String> = Set<String>([
        "Int", "Double", "String", "Bool", "Void", "Any", "AnyHashable", "Optional", "Array",
        "Dictionary", "Binding", "State", "WritableKeyPath", "KeyPath", "Range", "ClosedRange",
        "Transaction", "Animation", "Character", "Set", "Float", "Error", "Result", "Substring", "ArraySlice", "CGFloat",
    ]).union(IntegerWidth.allCases.map(\.rawValue))
}
