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

    // Reads and writes are known by box: a write anywhere in a box reaches every read of it
    // (coarser than a path, never missing one).
    public typealias Read = Source
    public typealias Write = Source

    unowned let execution: Execution
    /// The boxes written by the action being performed, in order, once each, with the value
    /// each had before.
    private var performed: [(Source, Value)] = []
    private var isPerforming = false
    /// Each source read so far, with its value when the graph last saw it: how writes made
    /// outside the graph's actions are found (see `changedSinceSeen`).
    private var seen: [Source: Value] = [:]

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
        guard case .structure(var structure) = Self.unwrapped(view) else { return [] }
        // A session's modifier applied to a view: the modifier's properties are the view's
        // (the twin of CompiledViews' `modifierValue`).
        if let index = Self.modifierIndex(of: structure), case .structure(var modifier) = Self.unwrapped(structure.fields[index]) {
            let installed = ViewProperties.install(in: &modifier, kept: kept)
            if case .existential(_, let type) = structure.fields[index] {
                structure.fields[index] = .existential(.structure(modifier), type)
            } else {
                structure.fields[index] = .structure(modifier)
            }
            view = .structure(structure)
            return installed
        }
        let installed = ViewProperties.install(in: &structure, kept: kept)
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

    public func recordingReads<Result>(_ work: () throws -> Result) rethrows -> (Result, [Source]) {
        let saved = execution.recorder
        let recorder = ReadRecorder(expecting: nil)
        execution.recorder = recorder
        defer { execution.recorder = saved }
        let result = try work()
        var sources: [Source] = []
        var inThisRun: Set<Source> = []
        for read in recorder.recorded ?? [] {
            // An observed box is one whose writes the write log hears (see `perform`).
            _ = read.box.observed(named: read.box.name ?? "")
            let source = Source(box: read.box)
            if inThisRun.insert(source).inserted {
                sources.append(source)
                self.seen[source] = read.box.value
            }
        }
        return (result, sources)
    }

    /// The sources whose value differs from the one the graph last saw: what a statement
    /// wrote outside the graph's actions (a State a mounted view reads through a binding).
    func changedSinceSeen() -> [Source] {
        seen.compactMap { source, value in value == source.box.value ? nil : source }
    }

    /// Notes every source's value now, after an update that saw them.
    func noteSeen() {
        for source in Array(seen.keys) { seen[source] = source.box.value }
    }

    public func source(of read: Source) -> Source { read }

    public func write(_ write: Source, reaches read: Source) -> Bool { true }

    public func perform(_ action: () throws -> Void) throws -> [Source] {
        let wasPerforming = isPerforming
        let outer = performed
        isPerforming = true
        performed = []
        defer {
            isPerforming = wasPerforming
            performed = outer
        }
        try hearingWrites { try action() }
        // A write that stored the value the box had changes nothing, as StateBinding's State
        // tells its observers only of a change.
        return performed.compactMap { source, old in old == source.box.value ? nil : source }
    }

    /// Runs `work` with the statement's write log (or one of its own, when the statement
    /// keeps none) telling this system, and `noting`, of each box written, before the write.
    func hearingWrites(noting: ((Box) -> Void)? = nil, _ work: () throws -> Void) throws {
        let log: WriteLog
        let ownLog = execution.writeLog == nil
        if let existing = execution.writeLog {
            log = existing
        } else {
            log = WriteLog()
            execution.writeLog = log
        }
        let savedListener = log.willWriteBox
        log.willWriteBox = { [unowned self] box in
            savedListener?(box)
            noting?(box)
            let source = Source(box: box)
            if isPerforming, !performed.contains(where: { $0.0 == source }) { performed.append((source, box.value)) }
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
