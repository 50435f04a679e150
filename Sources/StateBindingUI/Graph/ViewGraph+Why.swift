/// Why a view's body last ran: the graph keeps, per view, its last run and the writes that
/// reached it before (see `invalidate`), so that a learner can ask after the fact which write
/// or which parent made it run. Kept as it happens at no cost beyond the nodes a write
/// reaches; put into words only when asked.
struct RecordedRun<System: ViewSystem> {
    var run: ViewUpdate.BodyRun
    /// The graph's `updateNumber` when it ran.
    var update: Int
    /// The writes that reached it (at most `ViewGraph.keptWrites`), in the order heard.
    var writes: [System.Write]
}

/// A view's last body run and its cause, as data: bindscope's `:why VIEW`.
public struct BodyRunCause: Equatable, Sendable {
    /// A write that reached the view: the name the update report gives it (`count`,
    /// `Model.count`), and the state it wrote by the identity that owns it
    /// (`ContentView/Row[1]/_count`), when a mounted view owns it.
    public struct Write: Equatable, Sendable {
        public var name: String?
        public var owner: String?
    }

    /// The run as the update report said it: type, place, reasons in `_printChanges` words.
    public var run: ViewUpdate.BodyRun
    /// The graph's update it ran in (`ViewGraph.updateNumber`).
    public var update: Int
    /// It ran because its identity first appeared (`@identity`).
    public var isFirstMount: Bool { run.reasons.contains("@identity") }
    /// Its parent's place, when it ran because its parent's body made it with other inputs
    /// (`@self` without `@identity`).
    public var parent: String?
    /// The writes to what it read (or watches) that made it run, in the order heard.
    public var writes: [Write]
}

extension ViewGraph {
    /// The mounted views with a body, in tree order.
    var bodyNodes: [ViewNode<System>] {
        var found: [ViewNode<System>] = []
        func collect(_ node: ViewNode<System>) {
            if case .body = node.kind { found.append(node) }
            for child in node.children { collect(child) }
        }
        if let root { collect(root) }
        return found
    }

    /// The mounted views with a body, by type and place, in tree order: what a view can be
    /// named by.
    public var bodyViews: [(typeName: String, place: String)] {
        bodyNodes.map { ($0.typeName, place(of: $0)) }
    }

    /// The last body run of each mounted view `name` names: by its place
    /// (`ContentView/VStack/Row[1]`), or by its type (`Row`: all of them, in tree order).
    public func lastRuns(named name: String) -> [BodyRunCause] {
        let candidates = bodyNodes
        var matches = candidates.filter { place(of: $0) == name }
        if matches.isEmpty { matches = candidates.filter { $0.typeName == name } }
        return matches.compactMap(cause)
    }

    /// A node's last run in words: its writes named, its parent found.
    private func cause(of node: ViewNode<System>) -> BodyRunCause? {
        guard let recorded = node.lastRun else { return nil }
        var parent: String?
        if recorded.run.reasons.contains("@self"), !recorded.run.reasons.contains("@identity") {
            var above = node.parent
            while let here = above, !isBody(here) { above = here.parent }
            parent = above.map { place(of: $0) }
        }
        let writes = recorded.writes.map { write in
            BodyRunCause.Write(name: system.describe(write), owner: owner(of: system.source(of: write)))
        }
        // The place as it is now: at a first mount it was taken before the view's siblings
        // (and the view itself) were known to be drawn, which numbers and names places.
        var run = recorded.run
        run.place = place(of: node)
        return BodyRunCause(run: run, update: recorded.update, parent: parent, writes: writes)
    }

    private func isBody(_ node: ViewNode<System>) -> Bool {
        if case .body = node.kind { return true }
        return false
    }

    /// The state `source` is, by the identity that keeps it: `CounterView/_count`. Found by
    /// looking through the mounted views, which only a question asks for.
    func owner(of source: System.Source) -> String? {
        for node in bodyNodes {
            for property in node.properties where property.storage != nil && property.sources.contains(source) {
                return "\(place(of: node))/\(property.name)"
            }
        }
        return nil
    }
}
