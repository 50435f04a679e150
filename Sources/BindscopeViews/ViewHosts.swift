import BindscopeRuntime
import StateBindingUI

/// The mounted trees of one session: one `ViewGraph<InterpretedViews>` per `ViewHost` the
/// session made (the prelude's `ViewHost` holds its number), and the one the commands use
/// (`:mount`, `:tap`…). What each mount and action did is kept, as data, for the session to
/// report after the statement.
public final class ViewHosts {
    /// One host: its graph, on the session's execution.
    final class Host {
        let system: InterpretedViews
        let graph: ViewGraph<InterpretedViews>

        init(execution: Execution) {
            system = InterpretedViews(execution: execution)
            graph = ViewGraph(system: system)
        }
    }

    var hosts: [Host] = []
    /// The host the commands act on, once `:mount` made it.
    public private(set) var commandHost: Int?
    /// What the statement's mounts and actions did, in order, taken by the session.
    public private(set) var reports: [ViewReport] = []
    /// The boxes the running statement wrote (see `hearingStatement`); nil when it was not
    /// heard.
    private var statementWrites: [Box]?

    public init() {}

    /// The hosts of the session `execution` runs: the library's built-in functions reach
    /// them here.
    public static func of(_ execution: Execution) -> ViewHosts {
        if let hosts = execution.viewHosts as? ViewHosts { return hosts }
        let hosts = ViewHosts()
        execution.viewHosts = hosts
        return hosts
    }

    /// Mounts `root` in a new host; returns its number.
    public func makeHost(mounting root: Value, in execution: Execution) throws -> Int {
        let host = Host(execution: execution)
        hosts.append(host)
        try mount(root, in: hosts.count - 1)
        return hosts.count - 1
    }

    /// Mounts `root` as the host's root: the previous one's `onDisappear` runs, its state goes.
    public func mount(_ root: Value, in number: Int) throws {
        let host = try self.host(number)
        try record(host, isMount: true) { try host.graph.mount(root) }
    }

    public func unmount(_ number: Int) throws {
        let host = try self.host(number)
        try record(host) { try host.graph.unmount() }
    }

    /// `:mount EXPR`: the commands' host mounts `root`, made the first time.
    public func mountForCommands(_ root: Value, in execution: Execution) throws {
        if let commandHost {
            try mount(root, in: commandHost)
        } else {
            commandHost = try makeHost(mounting: root, in: execution)
        }
    }

    /// Acts on the control titled `title` as a user would: `tap`, `toggle`, `fill` (with
    /// `argument`, the text), `increment`, `decrement`, `slide` (to `argument`), `pick` (the
    /// option drawn as `argument`). Throws Swift's trap for an action that cannot be done, as
    /// the compiled host's `preconditionFailure` gives it.
    public func act(_ verb: String, _ title: String, _ argument: String, in number: Int) throws {
        let host = try self.host(number)
        do {
            if verb == "pick" {
                let (match, tag) = try host.graph.pickerOption(argument, of: title)
                guard case .picker(let select) = match.control else { return }
                try record(host) { try host.graph.perform { try select(tag) } }
                return
            }
            let match = try host.graph.control(title, for: verb)
            try record(host) {
                try host.graph.perform {
                    switch match.control {
                    case .button(let action): try action()
                    case .toggle(let isOn, let set): try set(!isOn)
                    case .textField(let set): try set(argument)
                    case .stepper(let increment, let decrement): try verb == "increment" ? increment() : decrement()
                    case .slider(let set, _): try set(Double(argument) ?? 0)
                    case .picker: break
                    }
                }
            }
        } catch let error as ViewActionError {
            throw ViewActionTrap(message: error.description)
        }
    }

    /// Runs a statement's `work`, hearing the boxes it writes while a view is mounted, so that
    /// `statementRan` compares what the views read of those boxes only, not all they read.
    public func hearingStatement(_ work: () throws -> Void) throws {
        statementWrites = nil
        guard let execution = hosts.first(where: { $0.graph.isMounted })?.system.execution else { return try work() }
        var written: [Box] = []
        var heard: Set<ObjectIdentifier> = []
        try InterpretedViews.hearingWrites(in: execution, { box, _ in
            if heard.insert(ObjectIdentifier(box)).inserted { written.append(box) }
        }) { try work() }
        statementWrites = written
    }

    /// After a statement: the mounted views that read what it wrote outside their actions (a
    /// State passed to a view as a binding, assigned at the prompt) run, as one update.
    public func statementRan() throws {
        // A host mounted by the statement itself, when none was before, was not heard: all
        // its reads are compared (they are the mount's, which read them all anyway).
        let written = statementWrites
        statementWrites = nil
        for host in hosts where host.graph.isMounted && !host.graph.isUpdating {
            let changed = host.system.changedSinceSeen(in: written)
            guard !changed.isEmpty else { continue }
            try record(host, noting: changed.map(\.source.box)) { try host.graph.flush(invalidating: changed) }
        }
    }

    public func render(_ number: Int, modifiers: Bool) throws -> String {
        try host(number).graph.render(modifiers: modifiers)
    }

    /// The commands' mounted tree, nil when nothing is mounted.
    public func renderCommandHost(modifiers: Bool) -> String? {
        guard let commandHost, hosts[commandHost].graph.isMounted else { return nil }
        return hosts[commandHost].graph.render(modifiers: modifiers)
    }

    /// The commands' mounted tree as data (for the projector page), nil when nothing is mounted.
    public var commandSnapshot: ViewSnapshot? {
        guard let commandHost else { return nil }
        return hosts[commandHost].graph.snapshot()
    }

    /// The titles of the commands' mounted controls, for completion.
    public var commandControlTitles: [String] {
        guard let commandHost else { return [] }
        return hosts[commandHost].graph.controls.map(\.title)
    }

    /// Takes what the statement's mounts and actions did.
    public func takeReports() -> [ViewReport] {
        defer { reports = [] }
        return reports
    }

    /// Whether the statement mounted or acted on a view.
    public var hasReports: Bool { !reports.isEmpty }

    /// Forgets what a failed statement's mounts and actions did.
    public func discardReports() {
        reports = []
    }

    private func host(_ number: Int) throws -> Host {
        guard hosts.indices.contains(number) else {
            throw RuntimeError(.assertion(heading: "Fatal error", message: "no view is mounted: mount one first (:mount ContentView())"))
        }
        return hosts[number]
    }

    /// Runs a mount or an action, keeping what it did and the value each box it wrote had
    /// before its first write. The reads of the boxes it wrote, and of `noting`, are noted as
    /// seen.
    private func record(_ host: Host, isMount: Bool = false, noting: [Box] = [], _ work: () throws -> ViewUpdate) throws {
        var update = ViewUpdate()
        var written: [(Box, Value)] = []
        // A body that traps leaves the tree and what it saw as they were (the statement's
        // journal puts the values back).
        try host.system.transactionally {
            try host.system.hearingWrites(noting: { box in
                if !written.contains(where: { $0.0 === box }) { written.append((box, box.value)) }
            }) { update = try work() }
        }
        // A box without a name is an object's storage, whose change the bodies that ran say.
        let writes = written.compactMap { box, old -> ViewReport.Write? in
            guard let name = box.name, !name.isEmpty, old != box.value else { return nil }
            return ViewReport.Write(name: name, old: old, new: box.value)
        }
        host.system.noteSeen(noting + written.map(\.0))
        let number = hosts.firstIndex { $0 === host } ?? 0
        reports.append(ViewReport(
            update: update, writes: writes, tree: isMount ? host.graph.render() : nil,
            run: ViewReport.UpdateKey(host: number, update: host.graph.updateNumber)))
    }
}

extension ViewHosts {
    /// What `Self._printChanges()` prints in the body of a view of type `typeName`.
    public static func changesText(typeName: String) -> String {
        BodyRuns.changesText(typeName: typeName)
    }
}

/// What one mount or action did, for the session's report: the state it wrote (old and new
/// values), the graph's update, and, for a mount, the tree drawn.
public struct ViewReport {
    public struct Write {
        public let name: String
        public let old: Value
        public let new: Value
    }

    /// Which update of which host it was: a body's last run names its update so (see
    /// `BodyRunCause.update`), and the session keeps which statement made each.
    public struct UpdateKey: Hashable, Sendable {
        public let host: Int
        public let update: Int

        public init(host: Int, update: Int) {
            self.host = host
            self.update = update
        }
    }

    public let update: ViewUpdate
    public let writes: [Write]
    /// The tree after a mount.
    public let tree: String?
    public let run: UpdateKey
}

/// An action that cannot be done, as the compiled host's `preconditionFailure` traps with it.
/// Not a `RuntimeError`: those are placed at the innermost statement they pass, which would be
/// the prelude's `ViewHost` method; this one is placed at the session's statement that acted.
public struct ViewActionTrap: Error, CustomStringConvertible {
    public let message: String
    public var description: String { "Fatal error: \(message)" }
}
