import BindscopeRuntime
import StateBindingUI

/// How the view graph sees views written in the session language: the interpreter's twin of
/// StateBindingUI's `CompiledViews`. A view is a session value (a struct of the session's or
/// of the SwiftUI prelude's); reads are heard through the runtime's read recording, writes
/// through the statement's write log. It answers questions about one view at a time; the
/// rules (identity, which bodies re-run, order, lifecycle) are `ViewGraph`'s.
public final class InterpretedViews: ViewSystem {
    public typealias View = Value

    /// A box a view read or an action wrote: a State's storage, a variable a binding reaches.
    public struct Source: Hashable {
        let box: Box

        public static func == (lhs: Source, rhs: Source) -> Bool { lhs.box === rhs.box }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
    }

    /// A read or a write: a box and the path in it. A write reaches a read when one path
    /// starts with the other: `model.other += 1` does not reach a body that read `model.count`
    /// of an `@Observable` model.
    public struct Access: Hashable {
        let source: Source
        let path: [TrackStep]

        func overlaps(_ other: Access) -> Bool {
            source == other.source && (path.starts(with: other.path) || other.path.starts(with: path))
        }
    }

    public typealias Read = Access
    public typealias Write = Access

    unowned let execution: Execution
    /// What the action being performed wrote, in order, once each, and the value each box
    /// had before its first write.
    private var performed: [Access] = []
    private var performedBefore: [Source: Value] = [:]
    private var isPerforming = false
    /// Each read of a source some mounted view reads, with the value at its path when the
    /// graph last saw it: how writes made outside the graph's actions are found (see
    /// `changedSinceSeen`). By path, not by box: the program's `settings.volume = 0` must not
    /// reach a body that read only `settings.theme` of an `@Observable` model. By source, so
    /// that a statement or an update looks only at the boxes it wrote (a tap in a list of 10k
    /// rows at one row's, not at 10k).
    private var seen: [Source: [[TrackStep]: Value]] = [:]
    /// While an update runs, what `seen` had for each source it changed (nil: none), to put
    /// back if the update fails, as the graph puts its tree back (`ViewGraph+Journal`).
    private var seenBefore: [Source: [[TrackStep]: Value]?]?
    /// The transaction of the action's first write made in one that carries something.
    private var performedTransaction: Transaction?
    public private(set) var transactionOfLastPerform = Transaction()

    init(execution: Execution) {
        self.execution = execution
    }

    /// The view itself, whatever existential or `AnyHashable` holds it.
    static func unwrapped(_ view: Value) -> Value {
        var value = view
        while case .existential(let inner, _) = value { value = inner }
        return value
    }

    public func typeName(of view: Value) -> String {
        InterpretedViewsTypeName.of(view)
    }

    public func content(of view: Value) throws -> ViewContent<Value> {
        guard case .structure(let structure) = Self.unwrapped(view) else {
            throw RuntimeError(.assertion(heading: "Fatal error", message: "\(view.dynamicType.displayName) is not a View"))
        }
        return try BuiltinViews.content(of: structure, in: self) ?? .body
    }

    public func hasSameInputs(_ new: Value, as old: Value) -> Bool {
        ViewInputs.same(Self.unwrapped(new), Self.unwrapped(old), in: execution)
    }

    public func installProperties(of view: inout Value, kept: [String: AnyObject]?) throws -> [InstalledProperty<Source>] {
        try installProperties(of: &view, kept: kept, environment: ViewEnvironment())
    }

    public func installProperties(
        of view: inout Value, kept: [String: AnyObject]?, environment: ViewEnvironment
    ) throws -> [InstalledProperty<Source>] {
        guard case .structure(var structure) = Self.unwrapped(view) else { return [] }
        // A session's modifier applied to a view: the modifier's properties are the view's
        // (the twin of CompiledViews' `modifierValue`).
        if let index = Self.modifierIndex(of: structure), case .structure(var modifier) = Self.unwrapped(structure.fields[index]) {
            let installed = try ViewProperties.install(in: &modifier, kept: kept, environment: environment, execution: execution)
            if case .existential(_, let type) = structure.fields[index] {
                structure.fields[index] = .existential(.structure(modifier), type)
            } else {
                structure.fields[index] = .structure(modifier)
            }
            view = .structure(structure)
            return installed
        }
        let installed = try ViewProperties.install(in: &structure, kept: kept, environment: environment, execution: execution)
        view = .structure(structure)
        return installed
    }

    /// A session's modifier's `body(content:)`, given the content it modifies: the twin of
    /// CompiledViews' `modifierBody()`.
    private func modifierBody(_ view: StructValue, modifierAt index: Int) throws -> Value {
        guard case .structure(let modifier) = Self.unwrapped(view.fields[index]),
            let contentIndex = view.type.storedPropertyIndex(named: "_content"),
            let method = modifier.type.members.methods["body"]?.first(where: { $0.parameters.map(\.label) == ["content"] }),
            let body = method.body
        else {
            throw RuntimeError(.assertion(heading: "Fatal error", message: "\(typeName(of: .structure(view))) has no body(content:)"))
        }
        return try body.invoke(execution, [.structure(modifier), view.fields[contentIndex]])
    }

    /// The view a session's modifier modifies: the twin of CompiledViews' `modifiedContent(of:)`.
    public func modifiedContent(of view: Value) -> Value? {
        guard case .structure(let structure) = Self.unwrapped(view), Self.modifierIndex(of: structure) != nil,
            let placeholder = BuiltinViews.field(structure, "_content"),
            case .structure(let content) = Self.unwrapped(placeholder)
        else { return nil }
        return BuiltinViews.field(content, "_view")
    }

    /// Where a `_ModifiedByModifier` (a session's `ViewModifier` applied) keeps its modifier.
    static func modifierIndex(of view: StructValue) -> Int? {
        guard (view.type.specialization?.base ?? view.type.name) == "_ModifiedByModifier" else { return nil }
        return view.type.storedPropertyIndex(named: "_modifier")
    }

    public func body(of view: Value) throws -> Value {
        if case .structure(let structure) = Self.unwrapped(view), let index = Self.modifierIndex(of: structure) {
            return try modifierBody(structure, modifierAt: index)
        }
        guard case .structure(let structure) = Self.unwrapped(view),
            let index = structure.type.computedPropertyIndex(named: "body"),
            let body = structure.type.computedProperties[index].body
        else {
            throw RuntimeError(.assertion(heading: "Fatal error", message: "\(typeName(of: view)) has no body"))
        }
        return try body.invoke(execution, [.structure(structure)])
    }

    public func recordingReads<Result>(_ work: () throws -> Result) rethrows -> (Result, [Access]) {
        let saved = execution.recorder
        let recorder = ReadRecorder(expecting: nil)
        execution.recorder = recorder
        defer { execution.recorder = saved }
        let result = try work()
        var accesses: [Access] = []
        var inThisRun: Set<Access> = []
        for read in recorder.recorded ?? [] where Self.isDependency(read.box) {
            // An observed box is one whose writes the write log hears (see `perform`).
            _ = read.box.observed(named: read.box.name ?? "")
            let access = Access(source: Source(box: read.box), path: read.path)
            if inThisRun.insert(access).inserted {
                accesses.append(access)
                keepForRollback(access.source)
                seen[access.source, default: [:]][access.path] = Self.value(at: access.path, in: read.box.value)
            }
        }
        return (result, accesses)
    }

    /// The reads whose value differs from the one the graph last saw: what a statement
    /// wrote outside the graph's actions (a State a mounted view reads through a binding).
    /// Only the reads of `boxes` are compared, the boxes the statement wrote; nil compares all.
    func changedSinceSeen(in boxes: [Box]?) -> [Access] {
        var changed: [Access] = []
        for source in sources(of: boxes) {
            for (path, value) in seen[source] ?? [:] where value != Self.value(at: path, in: source.box.value) {
                changed.append(Access(source: source, path: path))
            }
        }
        return changed
    }

    /// Runs one update's `work`: if it throws, what the graph saw is as it was before.
    func transactionally<Result>(_ work: () throws -> Result) throws -> Result {
        guard seenBefore == nil else { return try work() }
        seenBefore = [:]
        defer { seenBefore = nil }
        do {
            return try work()
        } catch {
            for (source, reads) in seenBefore ?? [:] { seen[source] = reads }
            throw error
        }
    }

    /// Keeps what `seen` has for `source` before an update first changes it.
    private func keepForRollback(_ source: Source) {
        if seenBefore != nil, seenBefore![source] == nil { seenBefore![source] = .some(seen[source]) }
    }

    /// Notes the value now of every read of `boxes`, after an update that saw them.
    func noteSeen(_ boxes: [Box]) {
        for source in sources(of: boxes) {
            guard let reads = seen[source] else { continue }
            var noted = reads
            for path in reads.keys { noted[path] = Self.value(at: path, in: source.box.value) }
            seen[source] = noted
        }
    }

    /// The sources of `boxes` some view read, each once; nil: every source read.
    private func sources(of boxes: [Box]?) -> [Source] {
        guard let boxes else { return Array(seen.keys) }
        var found: Set<Source> = []
        return boxes.map(Source.init).filter { seen[$0] != nil && found.insert($0).inserted }
    }

    public func forget(_ source: Source) {
        keepForRollback(source)
        seen[source] = nil
    }

    /// The part of `value` a read's path reaches; where a step cannot be followed here, the
    /// part reached so far (a larger part: a change there is a change of the read's too).
    static func value(at path: [TrackStep], in value: Value) -> Value {
        var part = value
        for step in path {
            switch (step, part) {
            case (.field(let index, _), .structure(let structure)) where structure.fields.indices.contains(index):
                part = structure.fields[index]
            case (.element(let index), .array(let elements)) where elements.indices.contains(index):
                part = elements[index]
            default:
                return part
            }
        }
        return part
    }

    /// Whether a body's read of `box` makes it depend on the box: a State's storage or a
    /// variable does; an instance of a class does only when it is `@Observable` (SwiftUI tracks
    /// an `ObservableObject` through the property holding it, not through reads: seed 001's
    /// FSState without `DynamicProperty` does not update its view).
    static func isDependency(_ box: Box) -> Bool {
        guard case .structure(let instance) = box.value, instance.type.isClass else { return true }
        return instance.type.isObservable
    }

    public func source(of access: Access) -> Source { access.source }

    public func write(_ write: Access, reaches read: Access) -> Bool { write.overlaps(read) }

    /// A write as the update report names it: a State or variable by its name (`count`), an
    /// object's storage, which has none, by its type (`Model.count`).
    public func describe(_ write: Access) -> String? {
        Self.name(of: write.source.box, path: write.path)
    }

    /// `count`, `person.address.street`, `Model.count`; nil for a box with no name and no type.
    static func name(of box: Box, path: [TrackStep]) -> String? {
        if let name = box.name, !name.isEmpty { return renderPath(root: name, path) }
        guard case .structure(let instance) = box.value, instance.type.isClass else { return nil }
        return renderPath(root: instance.type.name, path)
    }

    public func perform(_ action: () throws -> Void) throws -> [Access] {
        let wasPerforming = isPerforming
        let outer = (performed, performedBefore, performedTransaction)
        isPerforming = true
        performed = []
        performedBefore = [:]
        performedTransaction = nil
        defer {
            isPerforming = wasPerforming
            (performed, performedBefore, performedTransaction) = outer
        }
        try hearingWrites { try action() }
        transactionOfLastPerform = performedTransaction ?? Transaction()
        // A write that stored the value the box had changes nothing, as StateBinding's State
        // tells its observers only of a change.
        return performed.filter { performedBefore[$0.source] != $0.source.box.value }
    }

    /// Runs `work` with the statement's write log (or one of its own, when the statement
    /// keeps none) telling this system, and `noting`, of each box written, before the write.
    func hearingWrites(noting: ((Box) -> Void)? = nil, _ work: () throws -> Void) throws {
        try Self.hearingWrites(in: execution, { [unowned self] box, steps in
            noting?(box)
            guard isPerforming else { return }
            if performedTransaction == nil, !execution.transaction.isEmpty { performedTransaction = execution.transaction }
            let access = Access(source: Source(box: box), path: trackSteps(steps))
            if performedBefore[access.source] == nil { performedBefore[access.source] = box.value }
            if !performed.contains(access) { performed.append(access) }
        }, work)
    }

    /// Runs `work` with the statement's write log (or one of its own, when the statement
    /// keeps none) telling `listener` of each box written, before the write.
    static func hearingWrites(in execution: Execution, _ listener: @escaping (Box, [PathStep]) -> Void, _ work: () throws -> Void) throws {
        let log: WriteLog
        let ownLog = execution.writeLog == nil
        if let existing = execution.writeLog {
            log = existing
        } else {
            log = WriteLog()
            execution.writeLog = log
        }
        let savedListener = log.willWriteBox
        log.willWriteBox = { box, steps in
            savedListener?(box, steps)
            listener(box, steps)
        }
        defer {
            log.willWriteBox = savedListener
            if ownLog {
                log.clear()
                execution.writeLog = nil
            }
        }
        try work()
    }
}
