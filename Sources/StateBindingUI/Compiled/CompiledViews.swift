import Observation

/// The compiled twin of the interpreter's views (`InterpretedViews` in BindscopeViews): how
/// the graph sees views written in compiled Swift against this library. Properties are found
/// by reflection, as SwiftUI finds them; State's storage is re-attached through StateBinding's
/// view hooks; reads are heard through `ViewReads.recorder`.
public final class CompiledViews: ViewSystem {
    public typealias View = any StateBindingUI.View

    /// What reads and writes are of: a State's storage, or an observable object.
    public struct Source: Hashable {
        enum Kind: Hashable {
            case state(StateSource)
            case object(ObjectIdentifier)
            /// What one run read of `@Observable` objects (Observation says only "changed").
            case observation(Int)
        }

        let kind: Kind

        static func state(_ state: StateSource) -> Source { Source(kind: .state(state)) }
        static func object(_ id: ObjectIdentifier) -> Source { Source(kind: .object(id)) }
        static func observation(_ run: Int) -> Source { Source(kind: .observation(run)) }
    }

    /// A read or a write: a State and where in its value.
    public struct Access {
        let source: Source
        let path: StatePath
    }

    public typealias Read = Access
    public typealias Write = Access

    /// Writes heard outside `perform` (a binding written by the program, not by an action).
    var onWritesOutsideActions: (([Access]) -> Void)?
    private var isPerforming = false
    private var performedWrites: [Access] = []
    /// The transaction of the action's first write made in one that carries something.
    private var performedTransaction: Transaction?
    public private(set) var transactionOfLastPerform = Transaction()
    private var observations: [Source: StateObservation] = [:]
    private var subscriptions: [Source: PublisherSubscription] = [:]
    private var nextObservation = 0
    private var typeNames: [ObjectIdentifier: String] = [:]

    init() {}

    public func typeName(of view: View) -> String {
        // Spelling a type demangles its name: once per type.
        let type: Any.Type = (view as? ModifiedView).flatMap { $0.effect == nil ? Swift.type(of: $0.modifierValue) : nil } ?? Swift.type(of: view)
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        let name = String(describing: type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    public func content(of view: View) throws -> ViewContent<View> {
        if let modified = view as? ModifiedView {
            guard let effect = modified.effect else { return .body }
            return .modified(modified.contentView, effect)
        }
        if let builtin = view as? any _BuiltinView { return builtin._content(in: self) }
        return .body
    }

    public func hasSameInputs(_ new: View, as old: View) -> Bool {
        // A session's modifier's body has the modifier's inputs only: its content is drawn
        // apart (see `modifiedContent(of:)`).
        if let modified = new as? ModifiedView, modified.effect == nil, let oldModified = old as? ModifiedView {
            return Reflection.same(modified.modifierValue, oldModified.modifierValue, skippingDynamicProperties: true)
        }
        if let equal = Reflection.equatable(new, old) { return equal }
        return Reflection.same(new, old, skippingDynamicProperties: true)
    }

    public func installProperties(of view: inout View, kept: [String: AnyObject]?) throws -> [InstalledProperty<Source>] {
        try installProperties(of: &view, kept: kept, environment: ViewEnvironment())
    }

    public func installProperties(of view: inout View, kept: [String: AnyObject]?, environment: ViewEnvironment) throws -> [InstalledProperty<Source>] {
        let holder: Any = (view as? ModifiedView).map { $0.modifierValue } ?? view
        var installed: [InstalledProperty<Source>] = []
        for child in Mirror(reflecting: holder).children {
            guard let name = child.label, let property = PropertyInstallation.install(child.value, name: name, kept: kept?[name], environment: environment, in: self) else { continue }
            installed.append(property)
        }
        return installed
    }

    public func body(of view: View) throws -> View {
        if let modified = view as? ModifiedView { return modified.modifierBody() }
        return Self.body(view)
    }

    public func modifiedContent(of view: View) -> View? {
        guard let modified = view as? ModifiedView, modified.effect == nil else { return nil }
        return modified.contentView
    }

    private static func body<V: StateBindingUI.View>(_ view: V) -> any StateBindingUI.View { view.body }

    public func recordingReads<Value>(_ work: () throws -> Value) throws -> (Value, [Access]) {
        let reads = RecordedReads()
        let previous = ViewReads.recorder
        ViewReads.recorder = { state, path in reads.accesses.append(Access(source: .state(state), path: path)) }
        defer { ViewReads.recorder = previous }
        // `@Observable` properties read are heard through Observation: the first change of
        // any of them after this run invalidates what read them, as `@dependencies`.
        nextObservation += 1
        let observed = Access(source: .observation(nextObservation), path: StatePath())
        var outcome: Result<Value, any Error>?
        // Observation calls back on the thread that writes, which is the views' one thread.
        let callback = ObservationCallback(system: self, run: nextObservation)
        withObservationTracking {
            do { outcome = .success(try work()) } catch { outcome = .failure(error) }
        } onChange: {
            callback.system?.heard([Access(source: .observation(callback.run), path: StatePath())])
        }
        reads.accesses.append(observed)
        for access in reads.accesses { listen(to: access.source) }
        return (try outcome!.get(), reads.accesses)
    }

    public func source(of read: Access) -> Source { read.source }

    public func write(_ write: Access, reaches read: Access) -> Bool {
        write.path.overlaps(read.path)
    }

    public func perform(_ action: () throws -> Void) throws -> [Access] {
        let wasPerforming = isPerforming
        isPerforming = true
        defer { isPerforming = wasPerforming }
        performedTransaction = nil
        // One transaction: its writes reach the observers once, when it ends.
        try withTransaction(Transaction()) { try action() }
        defer { performedWrites = [] }
        transactionOfLastPerform = performedTransaction ?? Transaction()
        return performedWrites
    }

    /// Hears the changes of a State a view read, from now on.
    private func listen(to source: Source) {
        guard observations[source] == nil, case .state(let state) = source.kind else { return }
        observations[source] = state.observe { [weak self] change in
            // A State tells after the action's outermost transaction, so each write says its own.
            self?.heard(change.writes.map { Access(source: source, path: $0.path) }, transaction: change.writes.first { !$0.transaction.isEmpty }?.transaction)
        }
    }

    /// Hears an observable object a view holds: its `objectWillChange` invalidates the view.
    func watch(_ object: some ObservableObject) {
        let source = Source.object(ObjectIdentifier(object))
        guard subscriptions[source] == nil else { return }
        subscriptions[source] = object.objectWillChange.subscribe { [weak self] in
            self?.heard([Access(source: source, path: StatePath())])
        }
    }

    /// Writes heard; `transaction`, when known, is the one they were made in, otherwise the
    /// one in effect now (an `@Observable` property or `objectWillChange` tells as it changes).
    func heard(_ writes: [Access], transaction: Transaction? = nil) {
        if isPerforming {
            let made = transaction ?? CurrentTransaction.value
            if performedTransaction == nil, !made.isEmpty { performedTransaction = made }
            performedWrites += writes
        } else {
            onWritesOutsideActions?(writes)
        }
    }
}

/// Who to tell that what a run read of `@Observable` objects changed.
struct ObservationCallback: @unchecked Sendable {
    weak var system: CompiledViews?
    let run: Int
}

/// The reads heard while one body ran.
final class RecordedReads {
    var accesses: [CompiledViews.Access] = []
}

/// Installing a view's dynamic properties: `@State` re-attached to its identity's storage,
/// `@Binding` noted by the State it reaches, a session's own `DynamicProperty` by the
/// properties inside it (seed 001's `FSState` with its `@StateObject`).
enum PropertyInstallation {
    static func install(_ value: Any, name: String, kept: AnyObject?, environment: ViewEnvironment, in system: CompiledViews) -> InstalledProperty<CompiledViews.Source>? {
        if let property = value as? InstallableProperty {
            return property.install(name: name, kept: kept, environment: environment, in: system)
        }
        guard value is DynamicProperty else { return nil }
        // A wrapper of the session's: its own dynamic properties, kept together under its name.
        let keptInside = (kept as? NestedStorage)?.storage ?? [:]
        let nested = NestedStorage()
        var sources: [CompiledViews.Source] = []
        var invalidatesUnread = false
        var environmentKeys: [AnyHashable] = []
        for child in Mirror(reflecting: value).children {
            guard let label = child.label, let inner = install(child.value, name: label, kept: keptInside[label], environment: environment, in: system) else { continue }
            if let storage = inner.storage { nested.storage[label] = storage }
            sources += inner.sources
            invalidatesUnread = invalidatesUnread || inner.invalidatesUnread
            environmentKeys += inner.environmentKeys
        }
        return InstalledProperty(name: name, storage: nested, sources: sources, invalidatesUnread: invalidatesUnread, environmentKeys: environmentKeys)
    }
}

/// The storage of a session's `DynamicProperty`: that of each property inside it.
final class NestedStorage {
    var storage: [String: AnyObject] = [:]
}

/// A dynamic property of the library's.
protocol InstallableProperty {
    func install(name: String, kept: AnyObject?, environment: ViewEnvironment, in system: CompiledViews) -> InstalledProperty<CompiledViews.Source>
}

extension State: InstallableProperty {
    func install(name: String, kept: AnyObject?, environment: ViewEnvironment, in system: CompiledViews) -> InstalledProperty<CompiledViews.Source> {
        if let kept { install(kept) }
        return InstalledProperty(name: name, storage: storage, sources: [.state(source)])
    }
}

extension Binding: InstallableProperty {
    func install(name: String, kept: AnyObject?, environment: ViewEnvironment, in system: CompiledViews) -> InstalledProperty<CompiledViews.Source> {
        InstalledProperty(name: name, storage: nil, sources: source.map { [.state($0)] } ?? [])
    }
}
