import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime
import OrderedCollections

/// A declared variable: a slot in the frame of the function that declares it. The session
/// itself is a function (as in the compiled program, where it is wrapped in one), whose frame
/// grows as statements declare variables.
public final class Variable {
    // A session may declare 100k variables (`let bI = $items[I]`): what variables declared
    // alike share is kept once (`Profile`), and the slot and the two flags that change share
    // a word.
    public let name: String
    private var profile: Profile
    /// Its frame slot, in 32 bits (a frame of 2^31 variables would not fit in memory first).
    private let storedSlot: Int32
    /// False for `@Binding var b: T` and `var x: T` until something is assigned.
    public var isInitialized: Bool {
        didSet { owner.revision &+= 1 }
    }
    /// Set once a closure or nested function captures the variable (`captureSlot(for:)`): its
    /// box may then outlive a loop iteration, so a loop gives each iteration a new one.
    public var isCaptured = false

    /// What a variable shares with those declared alike: its type, its function, whether it
    /// is a constant and was given its value where declared. A variable something is attached
    /// to (a watch's name, a module's global) has a profile of its own, made when attached.
    public final class Profile {
        public let type: SessionType
        public let owner: FunctionContext
        public let isConstant: Bool
        public let initializedAtDeclaration: Bool
        public let attachment: Attachment?

        public init(type: SessionType, owner: FunctionContext, isConstant: Bool, initializedAtDeclaration: Bool, attachment: Attachment?) {
            self.type = type
            self.owner = owner
            self.isConstant = isConstant
            self.initializedAtDeclaration = initializedAtDeclaration
            self.attachment = attachment
        }

        public func fits(type: SessionType, owner: FunctionContext, isConstant: Bool, initializedAtDeclaration: Bool) -> Bool {
            attachment == nil && self.owner === owner && self.isConstant == isConstant
                && self.initializedAtDeclaration == initializedAtDeclaration
                && self.type.equalsKnownFirstByIdentity(type)
        }
    }

    /// A watch's name, or a global of the imported module: never both.
    public enum Attachment {
        case watch(any WatchReading)
        case global(Box)
    }

    public var type: SessionType { profile.type }
    public var isConstant: Bool { profile.isConstant }
    public var slot: Int { Int(storedSlot) }
    public var owner: FunctionContext { profile.owner }

    private var attachment: Attachment? {
        get { profile.attachment }
        set {
            profile = Profile(
                type: profile.type, owner: profile.owner, isConstant: profile.isConstant,
                initializedAtDeclaration: profile.initializedAtDeclaration, attachment: newValue)
        }
    }

    /// Set when the variable is a watch's name: reading it gives the watch's value.
    public var watch: (any WatchReading)? {
        get { if case .watch(let watch)? = attachment { watch } else { nil } }
        set {
            if let newValue { attachment = .watch(newValue) } else if watch != nil { attachment = nil }
        }
    }
    /// Set for a global of the imported module (`sample`): its one box, which code anywhere
    /// reaches directly, as compiled code reaches a module's global.
    public var globalBox: Box? {
        get { if case .global(let box)? = attachment { box } else { nil } }
        set {
            if let newValue { attachment = .global(newValue) } else if globalBox != nil { attachment = nil }
        }
    }
    /// `let x: T` declared without a value: assigned once, later writes are errors.
    public var isDeferredConstant: Bool { isConstant && !profile.initializedAtDeclaration }

    /// A variable of `owner`'s frame, sharing the profile of `previous` (the variable declared
    /// before it) when it fits.
    public init(
        name: String, type: SessionType, isConstant: Bool, owner: FunctionContext, isInitialized: Bool = true,
        like previous: Variable? = nil
    ) {
        self.name = name
        if let shared = previous?.profile,
            shared.fits(type: type, owner: owner, isConstant: isConstant, initializedAtDeclaration: isInitialized)
        {
            profile = shared
        } else {
            profile = Profile(
                type: type, owner: owner, isConstant: isConstant, initializedAtDeclaration: isInitialized, attachment: nil)
        }
        storedSlot = Int32(owner.allocateSlot())
        self.isInitialized = isInitialized
    }
}

/// What a name in scope stands for. `@W var x` declares three names: `_x` (the wrapper, its
/// storage: a plain variable), `x` (its `wrappedValue`) and `$x` (its `projectedValue`), for
/// every property wrapper alike: the prelude's `State` and `Binding` and the session's own
/// (see `Checker+PropertyWrappers`).
///
/// One word wide: the wrapper cases are boxed (`indirect`), so that a scope's table keeps a
/// word per name beside its key (a session may declare 100k names, `let bI = $items[I]`).
public enum NameEntry {
    case variable(Variable)
    indirect case wrappedValue(backing: Variable, valueType: SessionType)
    indirect case projectedValue(backing: Variable, projectedType: SessionType)
    /// `func name(…)`: every overload declared under the name in one scope.
    case functions([DeclaredFunction])

    public var type: SessionType {
        switch self {
        case .variable(let variable): variable.type
        case .functions(let overloads): overloads[0].type
        case .wrappedValue(_, let valueType): valueType
        case .projectedValue(_, let projectedType): projectedType
        }
    }
}

/// A block of declarations: the session, a closure body, an `if` or `for` body.
public final class Scope {
    public let parent: Scope?
    /// The function (session, closure or computed property) this scope belongs to.
    public let function: FunctionContext
    /// By name, in the order declared. An ordered table rather than a `Dictionary`: its keys
    /// and values sit in two arrays and its hash table holds small indices, about half the
    /// bytes per name of a `Dictionary`, which keeps a bucket's key and value in a table a
    /// quarter empty or more (issue 14: 100k names at the session level).
    ///
    /// It and `changes` opt out of dynamic exclusivity checks (about 300 instructions per
    /// declaration between them): each is read or changed by one table operation at a time,
    /// and none of those runs session code that could reach the table again.
    @exclusivity(unchecked) public private(set) var entries: OrderedDictionary<String, NameEntry> = [:]
    /// Changes whenever a name is declared, removed or initialized here (see `StatementCache`).
    @exclusivity(unchecked) public private(set) var revision = 0

    public init(parent: Scope?, function: FunctionContext) {
        self.parent = parent
        self.function = function
    }

    /// Every change to `entries`, with what the name stood for before, so a failed
    /// statement's declarations can be undone without keeping a copy of the whole table
    /// (holding one made every declaration copy it: quadratic in the number of names).
    @exclusivity(unchecked) private var changes: [(name: String, previous: NameEntry?)] = []

    public func declare(_ name: String, _ entry: NameEntry) {
        _ = declare(name, entry, replacing: { true })
    }

    /// Room the table was last given for names to come (see `reserve(forAdding:)`).
    private var reservedCount = 0

    /// Makes room for `count` names about to be declared, when they are many: the table then
    /// grows once, rather than doubling (and hashing every name again) up to seventeen times
    /// on the way to 100k. Asked for at least as many as it holds, it never shrinks the table.
    public func reserve(forAdding count: Int) {
        let needed = entries.count + count
        guard count >= Swift.max(1024, entries.count), needed > reservedCount else { return }
        entries.reserveCapacity(needed)
        reservedCount = needed
    }

    /// Declares `name` unless this scope declares it already and `mayReplace` says no; returns
    /// whether it declared it. The name is looked up once whatever the answer (a declaration
    /// that looked first, then declared, hashed it twice).
    public func declare(_ name: String, _ entry: NameEntry, replacing mayReplace: () -> Bool) -> Bool {
        let previous = entries.updateValue(entry, forKey: name)
        if let previous, !mayReplace() {
            entries.updateValue(previous, forKey: name)
            return false
        }
        revision &+= 1
        changes.append((name, previous))
        return true
    }

    /// Variables of an enclosing block that an assignment in this block (an `if` or `do`
    /// body) initialized: usable for the rest of this block, as Swift's definite
    /// initialization allows, but not after it (see `DefiniteInitialization`).
    private var initializedHere: Set<ObjectIdentifier> = []

    public func noteInitialized(_ variable: Variable) {
        revision &+= 1
        initializedHere.insert(ObjectIdentifier(variable))
    }

    /// Whether an assignment in this block or one around it initialized `variable`.
    public func hasInitialized(_ variable: Variable) -> Bool {
        var scope: Scope? = self
        while let current = scope {
            if current.initializedHere.contains(ObjectIdentifier(variable)) { return true }
            scope = current.parent
        }
        return false
    }

    public func lookup(_ name: String) -> NameEntry? {
        var scope: Scope? = self
        while let current = scope {
            if let entry = current.entries[name] { return entry }
            scope = current.parent
        }
        return nil
    }

    /// As `lookup`, in this scope and its parents up to `boundary`, not in it or above it: a
    /// function's own names, before the session's globals (see `Checker.lookup`).
    public func lookup(_ name: String, before boundary: Scope) -> NameEntry? {
        var scope: Scope? = self
        while let current = scope, current !== boundary {
            if let entry = current.entries[name] { return entry }
            scope = current.parent
        }
        return nil
    }

    /// Hands every name over to `other` (the sample model becoming a module): this scope is
    /// left empty, and the move cannot be undone.
    public func moveEntries(into other: Scope) {
        revision &+= 1
        other.revision &+= 1
        for (name, entry) in entries { other.entries[name] = entry }
        entries = [:]
        changes.removeAll()
    }

    /// Forgets a name (`:unwatch`).
    public func remove(_ name: String) {
        revision &+= 1
        changes.append((name, entries.removeValue(forKey: name)))
    }

    /// Every name visible from here, for "did you mean" suggestions.
    public var visibleNames: [String] {
        var names: [String] = []
        var scope: Scope? = self
        while let current = scope {
            names.append(contentsOf: current.entries.keys)
            scope = current.parent
        }
        return names
    }

    /// The names declared since `mark` (a `changeCount`), in order.
    public func declaredNames(since mark: Int) -> [String] {
        guard mark < changes.count else { return [] }
        return changes[mark...].map(\.name)
    }

    /// A point to come back to: how many changes had been made.
    public var changeCount: Int { changes.count }

    /// Undoes the changes made since `changeCount` was `mark` (a failed statement). Changes
    /// before the mark are committed and forgotten, so the log stays as short as one statement.
    public func restore(toChangeCount mark: Int) {
        if changes.count > mark { revision &+= 1 }
        while changes.count > mark {
            let (name, previous) = changes.removeLast()
            entries[name] = previous
        }
    }

    /// Forgets the changes so far: they can no longer be undone.
    public func commitChanges() {
        // One by one, as `Journal.commit` does: `removeAll(keepingCapacity:)` takes a general
        // path costing about 500 instructions, for the one or two changes a statement makes.
        while !changes.isEmpty { changes.removeLast() }
    }
}

/// The session, closure or computed property being checked: its frame layout and captures.
public final class FunctionContext {
    public let enclosing: FunctionContext?
    /// The declaration whose body this is, as `#function` names it (`greet(name:)`, `init()`,
    /// a property's name in its accessors); nil for a closure, which is in its enclosing one's.
    public var declarationName: String?
    public private(set) var localCount = 0
    /// Changes whenever one of its variables is initialized (see `StatementCache`).
    @exclusivity(unchecked) public var revision = 0
    /// Variables of enclosing functions this one uses, in capture-slot order.
    public private(set) var captured: [Variable] = []
    /// Set for computed properties: `self` is local slot 0.
    public let selfType: SessionType?
    /// The declared result type, or nil while it is inferred from the body.
    public var resultType: SessionType?
    /// The context wants an optional of a type the closure's first `return` gives
    /// (`compactMap`'s `(Element) -> T?`): `{ if case .a(let r) = $0 { return r } else {
    /// return nil } }` is a `String?`, as Swift infers it.
    public var resultIsContextuallyOptional = false
    /// `$0`, `$1`… used by a closure without an `in` clause.
    public var anonymousParameterTypes: [SessionType]?
    public var usedAnonymousParameterCount = 0
    /// Parameters passed `inout` (`reduce(into:)`'s accumulator): mutable, and handed over
    /// as the caller's box.
    public var inoutParameters: Set<Int> = []
    /// The loops, switches and labelled statements enclosing the code being checked.
    public var jumpTargets: [JumpTarget] = []
    public var jumpTargetCount = 0
    /// A `throws` function or a closure: errors may leave it.
    public var canThrow = false
    /// `throws(ParseError)`: what a `throw` in the body must throw, and the context that
    /// `throw .empty` takes its type from; nil for a plain `throws`.
    public var thrownErrorType: SessionType?
    /// A `mutating` method or an initializer: `self` and its properties may be assigned.
    public var selfIsMutable = false
    /// An initializer: `self`'s `let` properties may be assigned.
    public var isInitializer = false
    /// Inside `willSet`/`didSet` (or `set`) of this property: writing it calls no observer.
    public var observedProperty: String?
    /// How many `do` blocks with an exhaustive `catch` enclose the code being checked.
    public var handlingDepth = 0
    /// How many `try` expressions enclose the code being checked.
    public var tryDepth = 0
    /// The innermost plain `try`, where Swift reports an unhandled error.
    public var tryLocation: SourceLocation?
    /// How many `do` blocks whose `catch` clauses are not exhaustive enclose the code.
    public var partialHandlingDepth = 0
    /// The error type of each throwing call and `throw` checked so far, `any Error` when
    /// untyped: a `do` body throwing only `Result.get()`'s `Failure` binds `error` as that type.
    public var thrownTypes: [SessionType] = []
    /// The types `catch let e as T` clauses of enclosing `do` blocks handle: a call throwing
    /// exactly one of them is handled there.
    public var typedHandlers: [SessionType] = []

    public init(enclosing: FunctionContext?, selfType: SessionType?, resultType: SessionType?) {
        self.enclosing = enclosing
        self.selfType = selfType
        self.resultType = resultType
    }

    /// Set once a nested closure or function captures one of this function's locals: then
    /// each call and each run of a declaration needs boxes of its own (see `DirectCall`).
    /// Final once the function's body is checked, before it ever runs.
    public var localsAreCaptured = false

    public func allocateSlot() -> Int {
        defer { localCount += 1 }
        return localCount
    }

    /// Gives back `slot` when it is the last one allocated: a declaration that found its name
    /// taken after making its variable (`Checker.declareVariable`) leaves no slot behind.
    public func releaseSlot(_ slot: Int) {
        if slot == localCount - 1 { localCount -= 1 }
    }

    /// The function this one is nested in at the outermost: the session's for its closures
    /// and functions; a method, initializer or accessor itself, whose code reaches the
    /// session's variables as globals rather than captures.
    public var outermost: FunctionContext {
        var function = self
        while let enclosing = function.enclosing { function = enclosing }
        return function
    }

    public func captureSlot(for variable: Variable) -> Int {
        if let index = captured.firstIndex(where: { $0 === variable }) { return index }
        variable.owner.localsAreCaptured = true
        variable.isCaptured = true
        captured.append(variable)
        return captured.count - 1
    }
}
