/// Updates as transactions: an update that fails (a body traps in the interpreter, which
/// throws its trap) leaves the tree as it was before it, as the session's journal leaves the
/// state's values. Bodies that ran before the failure ran (what they printed stays printed),
/// but no node keeps what they made: no child mounted or unmounted, no read, line or control
/// changed.
///
/// Each node is saved the first time the update changes it (`save`), so an update costs what
/// it changes, as before; only a failure pays for rebuilding the indices, from the tree.
struct GraphJournal<System: ViewSystem> {
    var root: ViewNode<System>?
    var dirty: [ViewNode<System>]
    var pendingActions: [() throws -> Void]
    var saved: [ObjectIdentifier: (node: ViewNode<System>, saved: ViewNode<System>.Saved)] = [:]
}

extension ViewGraph {
    /// Runs `work` as one transaction of the tree: if it throws, every node it changed is put
    /// back and the indices are made again from the tree, then the error goes on.
    func transactionally<Result>(_ work: () throws -> Result) throws -> Result {
        guard journal == nil else { return try work() }
        journal = GraphJournal(root: root, dirty: dirty, pendingActions: pendingActions)
        defer { journal = nil }
        do {
            return try work()
        } catch {
            rollBack()
            throw error
        }
    }

    /// Keeps what `node` is now, the first time the update changes it.
    func save(_ node: ViewNode<System>) {
        guard journal != nil else { return }
        let id = ObjectIdentifier(node)
        if journal!.saved[id] == nil { journal!.saved[id] = (node, node.saved) }
    }

    private func rollBack() {
        guard let journal else { return }
        for (node, saved) in journal.saved.values { node.restore(saved) }
        root = journal.root
        dirty = journal.dirty
        pendingActions = journal.pendingActions
        chainActions = []
        reindex()
    }

    /// The indices by node, by source and by title, made from the tree (as they were before
    /// the failed update, since the tree is).
    private func reindex() {
        nodes = [:]
        readers = [:]
        controlsByTitle = [:]
        guard let root else { return }
        var stack: [(ViewNode<System>, Bool)] = [(root, false)]
        while let (node, childrenDone) = stack.popLast() {
            let id = ObjectIdentifier(node)
            if childrenDone {
                // Controls are indexed after their children, as `evaluate` indexes them.
                if let title = node.indexedTitle { controlsByTitle[title, default: []].append(id) }
                continue
            }
            nodes[id] = node
            for source in node.readSources.union(node.watchedSources) { readers[source, default: []].insert(id) }
            stack.append((node, true))
            for child in node.children.reversed() { stack.append((child, false)) }
        }
    }
}
