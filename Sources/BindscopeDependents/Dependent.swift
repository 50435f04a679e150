import BindscopeLanguage
import BindscopeRuntime

/// Something a report follows: a session-level State, a session-level binding (a `let`/`var`
/// holding a Binding, or a `@Binding var`), a watch (`:watch name = expression`), or a
/// session variable followed as it prints (one of the session's own property wrappers, or a
/// class instance).
public final class Dependent: RegisteredReads, WatchReading {
    public enum Kind {
        /// `@State var x`: `backing` is the box of `_x`, which holds the State's storage.
        case state(backing: Box)
        /// A binding variable: `holder` holds the Binding (`_b` for `@Binding var b`).
        case binding(holder: Box)
        /// A watch: its expression, and the box its value is kept in (what its name reads).
        /// Boxed (`indirect`), as is `followed`: a State and a binding, which the session may
        /// hold 100k of, then keep one word for their kind instead of five.
        indirect case watch(cache: Box, evaluate: Evaluator)
        /// A session variable followed through what printing it reads: `x` for `@W var x`
        /// (`holder` is `_x`), `b.wrappedValue` for a variable `b` holding a `W`, `c` for a
        /// variable holding a class instance. `label` is its kind for people (`XState`,
        /// `object`). Its status is its printed text: an object is the same reference before
        /// and after a write into it, so only the text tells a change.
        indirect case followed(holder: Box, evaluate: Evaluator, label: String)

        /// The box of the session variable it follows: a State's wrapper `_x`, the variable
        /// holding a binding or a followed value, a watch's own.
        public var box: Box {
            switch self {
            case .state(let box), .binding(let box), .watch(let box, _), .followed(let box, _, _): box
            }
        }
    }

    /// What a dependent evaluates to.
    public enum Status {
        case value(Value)
        /// Reading it would trap; why (`index 2 out of range`, `unwrapped nil`).
        case broken(String)
        /// A `@Binding var` not assigned yet.
        case uninitialized
        /// A followed variable's value, as a report prints it.
        case printed(String)

        public func isIdentical(to other: Status) -> Bool {
            switch (self, other) {
            case (.value(let a), .value(let b)): a.isIdentical(to: b)
            case (.broken(let a), .broken(let b)): a == b
            case (.uninitialized, .uninitialized): true
            case (.printed(let a), .printed(let b)): a == b
            default: false
            }
        }
    }

    /// A path this dependent read, and where it is registered as a reader. The path is the
    /// node's own (kept once in the trie, not once per reader).
    public struct Registration {
        public let box: Box
        public let node: ReaderNode

        public var path: [TrackStep] { node.path }

        public func isRegistration(of read: ReadRecorder.Read) -> Bool {
            box === read.box && node.isNode(for: read.path)
        }

        public init(box: Box, node: ReaderNode) {
            self.box = box
            self.node = node
        }
    }

    /// What reached a dependent: a write (to `root` + `path` in `box`, or below it when
    /// `below` is set), or a watch it reads whose value changed. Rendered only when `:why`
    /// asks (`WhyAnswer.Cause`); `DependencyGraph.changingWrite` settles which write below,
    /// when one changed it.
    public enum Trigger {
        case write(root: WriteRoot, box: Box, path: [TrackStep], below: WriteNode?)
        case watch(String)
    }

    /// Where a written path starts: a session variable (or an object a variable holds, by
    /// that variable's name), or an object no variable holds, by its class. The class's name
    /// is only rendered when asked (a type's name is fixed once its values exist), so a write
    /// into an object pays nothing for it.
    public enum WriteRoot {
        case named(String)
        case instance(of: NominalType)

        public var description: String {
            switch self {
            case .named(let name): name
            case .instance(let type): "(an instance of \(SessionType.nominal(type).displayName))"
            }
        }
    }

    /// Which statement last changed a dependent, and what reached it.
    public struct Cause {
        public let statement: StatementSource
        public let trigger: Trigger

        public init(statement: StatementSource, trigger: Trigger) {
            self.statement = statement
            self.trigger = trigger
        }
    }

    // The stored properties are ordered for a compact instance (the sequence number and the
    // line share a word): a session may hold 100k dependents (`let bI = $items[I]`).
    public let kind: Kind
    /// What it shares with the dependents declared alike.
    private let origin: Origin
    /// What it is registered as reading (most dependents read one path).
    private var registered = Registrations.none
    private var extras: Extras?
    /// Creation order, in 32 bits (2^31 dependents would not fit in memory first).
    private let storedSequence: Int32
    /// The line of its declaration in `origin.source`, in 32 bits as the parser keeps them.
    private let declarationLine: Int32
    /// Reached by a quiet run without being evaluated (see `DependencyGraph.refreshStale`).
    public var isStale = false

    /// What dependents declared alike have in common: one such run (`let bI = $items[I]` for
    /// 100k elements) shares one, which `DependencyGraph.add` reuses while it fits.
    public final class Origin {
        public let valueType: SessionType
        /// The text they were declared in.
        public let source: any DeclarationText
        /// The dependent's name when its box's is not it: a property wrapper's box is `_x`
        /// for `@State var x` (see `name`). Such a dependent has an origin of its own (they
        /// are few), and reading its name builds no string.
        public let wrapperName: String?
        /// A binding held by a `let` given its value where declared: nothing writes its
        /// variable again, so the dependent does not register as a reader of it (each would
        /// otherwise keep an observation and a reader trie for its own variable).
        public let holderIsFixed: Bool
        /// Whether this is a watch whose value may be a class instance (see `cachedText`).
        public let comparesPrintedText: Bool

        public init(valueType: SessionType, source: any DeclarationText, wrapperName: String?, holderIsFixed: Bool, comparesPrintedText: Bool) {
            self.valueType = valueType
            self.source = source
            self.wrapperName = wrapperName
            self.holderIsFixed = holderIsFixed
            self.comparesPrintedText = comparesPrintedText
        }

        /// Whether a dependent with these parts may share this origin.
        public func fits(
            valueType: SessionType, source: any DeclarationText, wrapperName: String?, holderIsFixed: Bool,
            comparesPrintedText: Bool
        ) -> Bool {
            self.source === source && self.wrapperName == nil && wrapperName == nil && self.holderIsFixed == holderIsFixed
                && self.comparesPrintedText == comparesPrintedText
                && self.valueType.equalsKnownFirstByIdentity(valueType)
        }
    }

    public var valueType: SessionType { origin.valueType }
    public var holderIsFixed: Bool { origin.holderIsFixed }
    public var comparesPrintedText: Bool { origin.comparesPrintedText }
    /// Where it was declared, for `:why`.
    public var declaration: StatementSource { StatementSource(source: origin.source, line: Int(declarationLine)) }

    /// Creation order: a dependent only reads what existed before it, so evaluating in this
    /// order evaluates everything a dependent reads before the dependent.
    public var sequence: Int { Int(storedSequence) }

    /// The box of the session variable it follows (see `Kind.box`).
    public var box: Box { kind.box }

    /// The name of the variable it follows, which its box keeps (`DependencyGraph.name`):
    /// kept once, there, rather than in each of a session's 100k bindings as well.
    public var name: String { origin.wrapperName ?? box.name ?? "" }

    /// The paths a dependent is registered as reading, in the order it first read them: the
    /// one most read kept inline, two words wide.
    private enum Registrations {
        case none
        case one(Registration)
        case several([Registration])
    }

    /// The paths it is registered as reading, in the order it first read them.
    public var registrations: [Registration] {
        switch registered {
        case .none: []
        case .one(let registration): [registration]
        case .several(let registrations): registrations
        }
    }

    /// What most dependents never need, or not before a write reaches them, out of line: a
    /// binding to storage keeps no cached value and has no named watches, and until a write
    /// reaches it no trigger or cause either. Made on first use, by a write or a watch.
    ///
    /// Propagation sets `pendingTrigger` and reads `cached` on every write that reaches the
    /// dependent: like `Box`'s, these fields opt out of dynamic exclusivity checks (each is
    /// only read or assigned whole, never accessed across a call), so moving them out of line
    /// adds no check to what was one.
    private final class Extras {
        /// Propagation bookkeeping: the round this dependent was queued in (why:
        /// `pendingTrigger`); 0 before the first.
        @exclusivity(unchecked) var queuedRound = 0
        @exclusivity(unchecked) var namedWatches: [Dependent] = []
        @exclusivity(unchecked) var cached: Status?
        @exclusivity(unchecked) var cachedText: String?
        @exclusivity(unchecked) var lastChange: Cause?
        @exclusivity(unchecked) var pendingTrigger = Trigger.watch("")
        @exclusivity(unchecked) var isShadowed = false
    }

    private var madeExtras: Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    /// For a watch: the watches its expression names, read or not on the last evaluation.
    public var namedWatches: [Dependent] {
        get { extras?.namedWatches ?? [] }
        set { madeExtras.namedWatches = newValue }
    }
    /// The last value of a watch, or of a binding read through `get:` closures; a State or a
    /// binding to storage keeps none (its old value is rebuilt from the statement's writes).
    public var cached: Status? {
        get { extras?.cached }
        set {
            if newValue == nil, extras == nil { return }
            madeExtras.cached = newValue
        }
    }
    public var brokenReason: String? {
        if case .broken(let reason)? = cached { reason } else { nil }
    }

    /// For a watch of a class instance: its printed text when `cached` was kept. The instance
    /// is the same reference after a write into it, so only the text tells a change.
    public var cachedText: String? {
        get { extras?.cachedText }
        set {
            if newValue == nil, extras == nil { return }
            madeExtras.cachedText = newValue
        }
    }
    public var lastChange: Cause? {
        get { extras?.lastChange }
        set {
            if newValue == nil, extras == nil { return }
            madeExtras.lastChange = newValue
        }
    }
    /// The round of propagation this dependent was last queued in (0: never). Out of line
    /// with the trigger, which the same queueing sets.
    public var queuedRound: Int {
        get { extras?.queuedRound ?? 0 }
        set { madeExtras.queuedRound = newValue }
    }
    /// A watch whose name a later entry at the prompt declared again, kept because another
    /// watch reads it: still evaluated, no longer reported or found by name
    /// (`DependencyGraph.removeShadowed`). Out of line: few ever are.
    public var isShadowed: Bool {
        get { extras?.isShadowed ?? false }
        set { madeExtras.isShadowed = newValue }
    }
    /// Why this dependent was queued in `queuedRound`.
    public var pendingTrigger: Trigger {
        get { extras?.pendingTrigger ?? .watch("") }
        set { madeExtras.pendingTrigger = newValue }
    }

    /// A dependent named `name`, following `kind.box` (named `name`, or `_name` for a
    /// property wrapper's), sharing `lastOrigin` when it fits (else making the one it returns).
    public init(
        name: String, kind: Kind, valueType: SessionType, sequence: Int, declaration: StatementSource,
        holderIsFixed: Bool = false, lastOrigin: Origin?
    ) {
        self.kind = kind
        // The session names a dependent's box before following it; a box it did not name
        // takes the dependent's name, which is then where paths into it start.
        let box = kind.box, boxName = box.name
        let followsWrapper = boxName != name && boxName == "_" + name
        let wrapperName = followsWrapper ? name : nil
        if !followsWrapper, boxName != name { box.name = name }
        var comparesPrintedText = false
        if case .watch = kind {
            comparesPrintedText = valueType.isClassInstance || valueType.unwrappedOnce.isClassInstance
        }
        if let lastOrigin,
            lastOrigin.fits(
                valueType: valueType, source: declaration.source, wrapperName: wrapperName,
                holderIsFixed: holderIsFixed, comparesPrintedText: comparesPrintedText)
        {
            origin = lastOrigin
        } else {
            origin = Origin(
                valueType: valueType, source: declaration.source, wrapperName: wrapperName,
                holderIsFixed: holderIsFixed, comparesPrintedText: comparesPrintedText)
        }
        storedSequence = Int32(sequence)
        declarationLine = Int32(truncatingIfNeeded: declaration.line)
    }

    /// What it shares with the dependents declared alike (for the next one's `lastOrigin`).
    public var sharedOrigin: Origin { origin }

    public var kindDescription: String {
        switch kind {
        case .state: "State"
        case .binding: "binding"
        case .watch: "watch"
        case .followed(_, _, let label): label
        }
    }

    public var isWatch: Bool {
        if case .watch = kind { return true }
        return false
    }

    /// How many paths it is registered as reading.
    public var registrationCount: Int {
        switch registered {
        case .none: 0
        case .one: 1
        case .several(let registrations): registrations.count
        }
    }

    public func registeredRead(at index: Int) -> (box: Box, node: ReaderNode) {
        let registration = registration(at: index)
        return (registration.box, registration.node)
    }

    /// The `index`th path it is registered as reading (without making `registrations`).
    public func registration(at index: Int) -> Registration {
        switch registered {
        case .none: preconditionFailure("a dependent registered as reading nothing has no registration \(index)")
        case .one(let registration): registration
        case .several(let registrations): registrations[index]
        }
    }

    /// Whether it is registered as reading exactly the whole of `holder` (unless nil) and then
    /// `steps` in `box` (a State's or a binding's reads), compared without making the tracked
    /// path.
    public func registers(whole holder: Box?, then box: Box, _ steps: ArraySlice<PathStep>) -> Bool {
        switch (registered, holder) {
        case (.one(let only), nil):
            return only.box === box && only.node.isNode(tracking: steps)
        case (.several(let registrations), let holder?):
            guard registrations.count == 2, registrations[0].box === holder, registrations[0].node.isNode(tracking: [][...])
            else { return false }
            return registrations[1].box === box && registrations[1].node.isNode(tracking: steps)
        default:
            return false
        }
    }

    /// Replaces what this dependent is registered as reading, unless it read the same paths.
    public func register(_ reads: [ReadRecorder.Read], naming name: (Box) -> String) {
        // Usually a dependent reads what it read last time, in the same order: nothing to do.
        if isRegistered(as: reads) { return }
        // A watch mapping over an array reads it once per element: keep each path once.
        struct Key: Hashable {
            let box: ObjectIdentifier
            let path: [TrackStep]
        }
        var seen = Set<Key>()
        let unique = reads.filter { seen.insert(Key(box: ObjectIdentifier($0.box), path: $0.path)).inserted }
        if isRegistered(as: unique) { return }
        unregister()
        func registration(_ read: ReadRecorder.Read) -> Registration {
            let node = read.box.observed(named: name(read.box)).readers.node(for: read.path)
            node.add(self)
            return Registration(box: read.box, node: node)
        }
        switch unique.count {
        case 0: registered = .none
        case 1: registered = .one(registration(unique[0]))
        default: registered = .several(unique.map(registration))
        }
    }

    /// Whether it is registered as reading exactly `reads`, in that order.
    private func isRegistered(as reads: [ReadRecorder.Read]) -> Bool {
        guard reads.count == registrationCount else { return false }
        return reads.indices.allSatisfy { registration(at: $0).isRegistration(of: reads[$0]) }
    }

    public func unregister() {
        switch registered {
        case .none: break
        case .one(let registration): registration.node.remove(self)
        case .several(let registrations): for registration in registrations { registration.node.remove(self) }
        }
        registered = .none
    }
}

/// The text dependents were declared in, as far as `:why` quotes it: its file's name and a
/// line (the session's `SourceText`).
public protocol DeclarationText: AnyObject {
    var fileName: String { get }
    func line(_ number: Int) -> String
}

/// Where a statement came from, for `:why`: its file and line, and the line's text (found
/// only when asked, so a long script pays nothing per statement).
public struct StatementSource {
    public let source: any DeclarationText
    /// In 32 bits: every dependent keeps one (100k bindings).
    private let storedLine: Int32

    public var line: Int { Int(storedLine) }

    public init(source: any DeclarationText, line: Int) {
        self.source = source
        storedLine = Int32(truncatingIfNeeded: line)
    }

    public var description: String {
        "\(source.fileName):\(line): \(source.line(line))"
    }
}

extension ReaderNode {
    // The runtime keeps readers as `AnyObject`; every one registered is a `Dependent`
    // (`Dependent.register`), so the cast needs no check.

    /// Calls `body` for every dependent reading this node or anything below it.
    public func forEachDependent(_ body: (Dependent) -> Void) {
        forEachReader { body(unsafeDowncast($0, to: Dependent.self)) }
    }

    /// Calls `body` for every dependent reading this node itself.
    public func forEachOwnDependent(_ body: (Dependent) -> Void) {
        forEachOwnReader { body(unsafeDowncast($0, to: Dependent.self)) }
    }
}
