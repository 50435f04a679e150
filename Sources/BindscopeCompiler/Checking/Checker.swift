import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// Type-checks session statements and compiles them into evaluators.
///
/// One checker lives as long as a session: it remembers the declared types and the names in
/// scope. Every statement is checked completely before any of it runs; a statement that
/// fails (to check or to run) leaves no declaration behind (`Snapshot`).
public final class Checker {
    // The declarations, each group a type of its own that says who writes it. Each is held
    // behind `didSet { revision &+= 1 }`: a write to any of its tables moves `revision` on and
    // drops what was cached on the declarations. State that must not move it is kept apart.

    /// The types the session declared (rolled back by `restore`, see `Checker+Snapshot`).
    public var declared = DeclaredTypes() { didSet { revision &+= 1 } }
    /// The types of the imported module and the library prelude, below the session's.
    public var module = ModuleTypes() { didSet { revision &+= 1 } }
    /// The extensions of built-in types and the constrained ones applied at first lookup.
    public var extensionRegistry = ExtensionRegistry() { didSet { revision &+= 1 } }
    /// The setters, observers, subscripts, operators and deinits declared, and whether any is.
    public var implicitCalls = ImplicitCalls() { didSet { revision &+= 1 } }

    /// How many of `extensionRegistry.elementConstrained` each array or set type has been
    /// given (or found not to meet), so that only those declared since are applied to it.
    public var appliedElementExtensions: [SessionType: Int] = [:]
    /// The same for `extensionRegistry.libraryGeneric`.
    public var appliedLibraryExtensions: [SessionType: Int] = [:]
    /// How many applications of library extensions are under way, one inside another.
    public var libraryExtensionDepth = 0
    /// Why a generic extension's members could not be given to a type, by the names they
    /// declare: what a use of one of them then says, rather than "no member".
    public var libraryExtensionFailures: [SessionType: [String: Diagnostic]] = [:]
    /// The session collection types given the library's defaults (`collectionDefaults`), or
    /// being given them: each once. Held weakly, so that a type declared again in the REPL
    /// where a discarded one lived is not taken for it.
    public var collectionDefaultsAdopted: [ObjectIdentifier: WeakNominalType] = [:]
    /// The types being given them: their session extensions wait until they have them all.
    public var adoptingCollectionDefaults: Set<ObjectIdentifier> = []
    /// Every `Result<Success, Failure>` used so far, by its arguments (`resultType`).
    public var resultTypes: [[SessionType]: NominalType] = [:]
    /// What the generic names stand for where checking is now, and the instances' nested types.
    public var instantiation = GenericInstantiation()
    /// Set while a wrapped name is resolved to its storage (`x` to `_x.wrappedValue`).
    public var readsWrapperStorage = false
    /// Parameters declared `ReferenceWritableKeyPath<Root, V>` (see `Checker+ReferenceKeyPaths`),
    /// kept by identity: the variables are held here so that no other reuses the identifier.
    public var referenceKeyPathParameters: [ObjectIdentifier: Variable] = [:]
    /// The session's top level. Errors may leave it, as they may leave a playground's, the
    /// REPL's and a `main.swift`'s (`let user = try decoder.decode(…)`): one that does stops
    /// the statement with Swift's "Error raised at top level".
    public let sessionFunction: FunctionContext = {
        let context = FunctionContext(enclosing: nil, selfType: nil, resultType: nil)
        context.canThrow = true
        return context
    }()
    /// The types of session variables, each kept once (see `sharedType`).
    private var sessionVariableTypes: [SessionType: SessionType] = [:]
    /// The type `sharedType` gave last, and the one it was given for it.
    private var lastSharedType: (given: SessionType, shared: SessionType)?
    /// The imported module's level (the sample model, see `sealModule`): below the session,
    /// so the session's names and types shadow it (lookups are session-first).
    public let moduleScope: Scope
    public let sessionScope: Scope
    /// While a file's types are declared together (`Session.runTypeDeclarations`): the names
    /// they declare, which shadow the module's types of those names even before their own
    /// declaration has run, as in a Swift file. One that names such a type then fails, and is
    /// tried again once the type is there.
    public var typesDeclaredLater: Set<String> = []
    /// While a file's types are declared together: the getters that wait for a result
    /// builder declared further down, by its name, compiled once it is declared (see
    /// `Checker+ResultBuilders`): its methods may name their types (`buildBlock(_: Text)`).
    public var bodiesWaitingForResultBuilder: [String: [() throws -> Void]] = [:]
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
    /// The last snapshot taken, and the revision it was taken at (see `Checker+Snapshot`).
    var lastSnapshot: (revision: Int, snapshot: Snapshot)?
    /// While a statement with a shape is checked for later ones alike (see `StatementCache`).
    public var literalRecorder: LiteralRecorder?
    /// The session's memory limit (`--memory-limit`), for code that cannot ask its execution:
    /// `+` on strings and arrays, checked before the sum is made.
    public var memoryLimit = MemoryLimit.standard
    /// The file the statements being checked come from, as the session names it
    /// (`Tests/Sessions/x.swift`, `<input:3>`): what `#file` and `#filePath` are.
    public var sourceFileName = "<input>"
    /// The types a file's global `func ==` compares, declared below them (see `Checker+GlobalEquality`).
    public var fileScopeEqualityTypes: Set<String> = []
    /// The protocol whose extension's defaults a type is being given (see `Checker+SubclassExtensions`).
    var protocolDefaultsBeingAdopted: NominalType?
    /// The structs whose synthesized `==` is being made (see `Checker+SynthesizedEquality`).
    var synthesizingEquality: Set<ObjectIdentifier> = []
    /// The variables declared `T!` (see `Checker+ImplicitlyUnwrapped`).
    public var implicitlyUnwrapped = ImplicitlyUnwrappedNames()
    /// The type of the base of the member access checked last, while a type has a `T!`
    /// stored property (see `Checker+ImplicitlyUnwrapped`).
    public var lastMemberBase: SessionType?
    /// The language mode and the other choices of how to check (see `CheckerOptions`).
    public var options = CheckerOptions() { didSet { revision &+= 1 } }
    /// How `String(contentsOfFile:)` and `Data(contentsOf:)` read a file: given by the session,
    /// whose platform code reads files; without one, every file is missing.
    public var fileReader: @Sendable (String) -> FileReadOutcome = { _ in .missing }
    /// The directory relative paths are read from (`URL(fileURLWithPath: "data.json")`).
    public var workingDirectory: @Sendable () -> String = { "/" }

    public init() {
        moduleScope = Scope(parent: nil, function: sessionFunction)
        sessionScope = Scope(parent: moduleScope, function: sessionFunction)
        scope = sessionScope
    }

    public func declareType(_ type: NominalType, at location: SourceLocation) throws {
        if (declared.types[type.name] != nil && !mayRedeclare(type.name))
            // A session's own `enum State` shadows StateBinding's too (a plain `Binding` stays reserved).
            || (Checker.builtinTypeNames.contains(type.name) && !Checker.shadowableTypeNames.union(["State"]).contains(type.name))
        {
            throw Diagnostic("invalid redeclaration of '\(type.name)'", at: location)
        }
        noteDeclared(type.name)
        declared.types[type.name] = type
    }

    /// The session's type of that name, else the imported module's.
    public func userType(named name: String) -> NominalType? {
        if let type = declared.types[name] { return type }
        if let shell = forwardClasses[name] { return shell }
        // A type the file declares further down already shadows the module's of that name.
        if !typesDeclaredLater.contains(name), let type = module.types[name] {
            if module.libraryTypeNames.contains(name) {
                implicitCalls.hasDeinitializers = true
                if implicitCalls.libraryHasAccessors { implicitCalls.hasAccessors = true }
            }
            return type
        }
        // Foundation's types are shadowed alike (`enum Box { case ok(Data) }` then `struct Data`).
        if typesDeclaredLater.contains(name) { return instantiation.nestedTypes[name] }
        return foundation.type(named: name) ?? instantiation.nestedTypes[name]
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
        // A protocol's type aliases (`protocol Named { typealias Name = String }`) are its
        // conformers' too (sorted: a set's order changes from run to run).
        for conformance in (userType(named: name)?.conformances ?? []).sorted() { prefixes.append(conformance + ".") }
        nestedTypePrefixes = prefixes
        defer { nestedTypePrefixes = saved }
        return try body()
    }

    /// Every type name visible in the session (the session's and the module's).
    public var typeNames: [String] { Set(declared.types.keys).union(module.types.keys).sorted() }

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
    /// `parent` nil gives a function of its own, as a type's members are: it sees the
    /// session's top-level names as globals (see `lookup`), after its own and `self`'s.
    public func inFunction<R>(
        _ context: FunctionContext, parent: Scope?, _ body: () throws -> R
    ) rethrows -> R {
        let saved = scope
        scope = Scope(parent: parent ?? sessionScope, function: context)
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
        if isInteractive, atSessionLevel, !name.hasPrefix("$"), !name.hasPrefix("_"),
            case .projectedValue? = scope.entries["$" + name]
        {
            // `let vm = VM()` over `@ObservedObject var vm`: the live `vm` projects nothing, so
            // `$vm` is no longer the shadowed wrapper's (as `_vm` it stays reachable).
            scope.remove("$" + name)
        }
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
    public func boxSlot(_ variable: Variable) -> BoxSlot? {
        if let global = variable.globalBox { return .global(global) }
        if isSessionGlobal(variable) { return nil }
        if variable.owner === function { return .local(variable.slot) }
        return .capture(function.captureSlot(for: variable))
    }

    private func boxAccessor(_ variable: Variable, from context: FunctionContext) -> (Execution) -> Box {
        let slot = variable.slot
        if let global = variable.globalBox { return { _ in global } }
        if isSessionGlobal(variable, from: context) { return { $0.sessionBox(slot) } }
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
        if isSessionGlobal(variable) { return sessionGlobalReader(variable) }
        if variable.owner === function { return { $0.withCurrentFrame { $0.locals[slot].value } } }
        let index = function.captureSlot(for: variable)
        return { $0.withCurrentFrame { $0.captures[index].value } }
    }

    /// As `valueAccessor`, for a variable dependents may read: while one is evaluated
    /// (`execution.recorder` set), the read is noted. One closure, not one calling another.
    public func trackedValueAccessor(_ variable: Variable) -> Evaluator {
        let slot = variable.slot
        if isSessionGlobal(variable) { return sessionGlobalReader(variable) }
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

    /// Whether code of `context` reaches the session's `variable` as a global: from a method,
    /// an initializer, an accessor or a stored property's default (functions not nested in
    /// the session's, which cannot capture its variables), as Swift's types reach a
    /// `main.swift`'s top-level variables. Read from the session's frame when the code runs.
    public func isSessionGlobal(_ variable: Variable, from context: FunctionContext? = nil) -> Bool {
        guard variable.owner === sessionFunction, variable.globalBox == nil else { return false }
        return (context ?? function).outermost !== sessionFunction
    }

    /// A session global's box as a place's root: an error, not a read of nothing, when the
    /// code runs before the variable's declaration has.
    public func sessionGlobalBox(_ variable: Variable) -> (Execution) throws -> Box {
        let slot = variable.slot, name = variable.name
        return { execution in
            let box = execution.sessionBox(slot)
            if box === Frame.unassigned { throw RuntimeError.fatal("'\(name)' used before being initialized") }
            return box
        }
    }

    /// A session global's value, the read noted as any tracked read is (a dependent calling
    /// a method that reads a global depends on it).
    private func sessionGlobalReader(_ variable: Variable) -> Evaluator {
        let box = sessionGlobalBox(variable)
        return { execution in
            let holder = try box(execution)
            if execution.recorder != nil { execution.noteRead(holder) }
            return holder.value
        }
    }

    /// The boxes a new closure captures, fetched in the function that creates it.
    public func captureAccessors(for context: FunctionContext) -> [(Execution) -> Box] {
        context.captured.map { boxAccessor($0, from: function) }
    }

    public static let builtinTypeNames: Set<String> = Set<String>([
        "Int", "Double", "String", "Bool", "Void", "Any", "AnyHashable", "Optional", "Array",
        "Dictionary", "Binding", "State", "WritableKeyPath", "KeyPath", "ReferenceWritableKeyPath", "Range", "ClosedRange",
        "Transaction", "Animation", "Character", "Set", "Float", "Error", "Result", "Substring", "ArraySlice", "CGFloat",
    ]).union(IntegerWidth.allCases.map(\.rawValue))
}

/// A type the checker remembers without keeping it alive.
public struct WeakNominalType {
    public weak var type: NominalType?
    public init(_ type: NominalType) { self.type = type }
}
