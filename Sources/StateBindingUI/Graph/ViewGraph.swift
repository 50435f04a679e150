/// A mounted tree of views and SwiftUI's rules for updating it, written once for every
/// `ViewSystem`:
///
/// - a body runs at its identity's first mount, when a dynamic property it read changed, or
///   when a re-created view's inputs differ from the last ones (`hasSameInputs`);
/// - state lives by identity: type and place (each branch its own), `.id(_:)`, ForEach ids;
/// - the writes of one action are one update; bodies run top-down in tree order; `onChange`,
///   `onAppear` and `onDisappear` run after the bodies, and what they write is the next round.
///
/// Cost follows the change: a write reaches the views that read it through an index by
/// source, and only those, and the children they re-create, run again.
public final class ViewGraph<System: ViewSystem> {
    public let system: System
    var root: ViewNode<System>?
    /// The nodes that read each source (and those that watch it whatever they read).
    var readers: [System.Source: Set<ObjectIdentifier>] = [:]
    var nodes: [ObjectIdentifier: ViewNode<System>] = [:]
    var dirty: [ViewNode<System>] = []
    /// `onAppear`, `onChange` and `onDisappear` actions waiting for the bodies to finish.
    var pendingActions: [() throws -> Void] = []
    /// The actions of a chain of modifiers being evaluated, outer ones last (see `evaluate`).
    var chainActions: [() throws -> Void] = []
    /// The controls by title, for actions (see `ViewGraph+Controls`).
    var controlsByTitle: [String: [ObjectIdentifier]] = [:]
    /// The update being made.
    var update = ViewUpdate()
    /// Whether the tree is being mounted for the first time (no line changes are reported).
    var isMounting = false
    /// Whether bodies or lifecycle actions are running now.
    public private(set) var isUpdating = false
    /// What the update being made changed of the tree, to put back if it fails (see
    /// `ViewGraph+Journal`).
    var journal: GraphJournal<System>?
    /// How many updates (mounts, actions, flushes) the graph has begun: what a node noted in
    /// one is known as this one's or not, and a body's last run keeps the number of its
    /// update, so a caller can say which of its statements it was.
    public private(set) var updateNumber = 0

    /// How many rounds of lifecycle actions writing state an update may take: SwiftUI warns
    /// and stops an `onChange` that keeps writing what it watches.
    static var roundLimit: Int { 100 }

    /// How many of the writes that reached a view before its run are kept to name them.
    static var keptWrites: Int { 8 }

    public init(system: System) {
        self.system = system
    }

    public var isMounted: Bool { root != nil }

    /// Mounts `view` as the root, unmounting the previous one (its `onDisappear` runs, its
    /// state goes), and runs the first update.
    public func mount(_ view: System.View) throws -> ViewUpdate {
        try transactionally {
            begin()
            if let old = root { unmountNode(old) }
            root = nil
            isMounting = true
            isUpdating = true
            defer { isMounting = false; isUpdating = false }
            let identity = ChildIdentity(place: .position(0), typeName: system.typeName(of: view))
            root = try mountNode(identity: identity, view: view, parent: nil)
            isMounting = false
            try settle()
            return take()
        }
    }

    /// Removes the root: its `onDisappear` actions run and its state goes.
    public func unmount() throws -> ViewUpdate {
        try transactionally {
            begin()
            if let old = root { unmountNode(old) }
            root = nil
            try settle()
            return take()
        }
    }

    /// Notes writes made outside the graph's own actions; `flush()` runs what they reached.
    public func invalidate(_ writes: [System.Write]) {
        for write in writes {
            let source = system.source(of: write)
            guard let ids = readers[source] else { continue }
            for id in ids {
                guard let node = nodes[id] else { continue }
                let watched = node.watchedSources.contains(source)
                let read = node.readSources.contains(source)
                    && node.reads.contains { system.source(of: $0) == source && system.write(write, reaches: $0) }
                guard watched || read else { continue }
                markDirty(node, reason: reason(for: source, in: node))
                // Kept for `:why`: bounded, so a loop of writes costs no more per node.
                if node.pendingWrites.count < Self.keptWrites { node.pendingWrites.append(write) }
            }
        }
    }

    /// Runs the bodies the writes noted so far (and `writes`) reached, then the lifecycle
    /// actions, until nothing is left to run; returns what happened. If it fails, the tree is
    /// as it was before, `writes` not noted.
    public func flush(invalidating writes: [System.Write] = []) throws -> ViewUpdate {
        try transactionally {
            begin()
            invalidate(writes)
            try settle()
            return take()
        }
    }

    /// Runs `action` as one update: its writes, then the bodies they reached. The update's
    /// transaction is the one its writes were made in (`withAnimation { … }`). If it fails,
    /// the tree is as it was before.
    public func perform(_ action: () throws -> Void) throws -> ViewUpdate {
        try transactionally {
            begin()
            let writes = try system.perform(action)
            update.transaction = system.transactionOfLastPerform
            invalidate(writes)
            try settle()
            return take()
        }
    }

    private func begin() {
        update = ViewUpdate()
        updateNumber += 1
    }

    /// A state write heard while bodies ran: SwiftUI's warning, and no update for it.
    public func warnStateModifiedDuringUpdate() {
        let warning = "Modifying state during view update, this will cause undefined behavior."
        if !update.warnings.contains(warning) { update.warnings.append(warning) }
    }

    private func take() -> ViewUpdate {
        defer { update = ViewUpdate() }
        return update
    }

    /// The `_printChanges` token for a change of `source` seen by `node`: the property it
    /// belongs to, or `@dependencies`.
    func reason(for source: System.Source, in node: ViewNode<System>) -> String? {
        guard case .body = node.kind else { return nil }
        for property in node.properties where property.sources.contains(source) { return property.name }
        return "@dependencies"
    }

    func markDirty(_ node: ViewNode<System>, reason: String?) {
        save(node)
        if !node.isDirty { dirty.append(node) }
        node.invalidate(reason)
    }

    /// Runs dirty nodes top-down, then the waiting actions, round after round.
    func settle() throws {
        isUpdating = true
        defer { isUpdating = false }
        var rounds = 0
        while true {
            while !dirty.isEmpty {
                let batch = dirty.sorted { $0.treeOrder.lexicographicallyPrecedes($1.treeOrder) }
                dirty = []
                for node in batch where node.isMounted && node.isDirty {
                    try reevaluate(node)
                }
            }
            if pendingActions.isEmpty { return }
            rounds += 1
            if rounds > Self.roundLimit {
                pendingActions = []
                update.warnings.append("the views' actions kept changing state after \(Self.roundLimit) updates; stopped")
                return
            }
            let actions = pendingActions
            pendingActions = []
            for action in actions { invalidate(try system.perform(action)) }
        }
    }
}
