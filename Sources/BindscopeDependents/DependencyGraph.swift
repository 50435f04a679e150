import BindscopeRuntime

/// The session's dependents, and how a statement's writes reach them.
///
/// After a statement that wrote, `propagate` finds the dependents the writes reached (by
/// walking each written box's write trie alongside its reader trie: O(written paths × depth +
/// reached dependents)), evaluates each once in creation order, and returns what changed. A
/// watch whose value changed stores it, which reaches the watches that read it next, later in
/// the same order: nobody is ever evaluated from a half-updated state.
public final class DependencyGraph {
    public init() {}

    /// It and the counts opt out of dynamic exclusivity checks, as `round` and the stale list
    /// do: each access is one read or one change that runs no session code (a dependent is
    /// added once per declaration: 100k bindings, issue 14).
    @exclusivity(unchecked) public private(set) var dependents: [Dependent] = []
    @exclusivity(unchecked) private var nextSequence = 0
    @exclusivity(unchecked) private var round = 0
    public let log = WriteLog()
    /// List the dependents re-evaluated without changing, too (`:set verbose`).
    public var verbose = false

    public var isEmpty: Bool { dependents.isEmpty }
    @exclusivity(unchecked) public private(set) var watchCount = 0

    public func dependent(named name: String) -> Dependent? {
        dependents.last { $0.name == name && !$0.isShadowed }
    }

    /// Adds a dependent and evaluates it once (unless `evaluation` is that first evaluation),
    /// recording what it reads.
    @discardableResult
    public func add(
        name: String, kind: Dependent.Kind, valueType: SessionType, declaration: StatementSource,
        evaluation firstEvaluation: Evaluation? = nil, holderIsFixed: Bool = false, in execution: Execution
    ) -> Dependent {
        nextSequence += 1
        let dependent = Dependent(
            name: name, kind: kind, valueType: valueType, sequence: nextSequence, declaration: declaration,
            holderIsFixed: holderIsFixed, lastOrigin: dependents.last?.sharedOrigin)
        dependents.append(dependent)
        if dependent.isWatch { watchCount += 1 }
        if defersEvaluation, firstEvaluation == nil, !dependent.isWatch {
            // A quiet run shows nothing of it: evaluated (its getter run) only when a
            // reported statement needs it, so `@Logged var x` prints only what Swift prints.
            markStale(dependent)
            return dependent
        }
        adopt(firstEvaluation ?? evaluate(dependent, in: execution), for: dependent)
        return dependent
    }

    public func remove(_ dependent: Dependent) {
        dependent.unregister()
        if dependent.isWatch { watchCount -= 1 }
        dependents.removeAll { $0 === dependent }
        stale.removeAll { $0 === dependent }
    }

    /// What was declared as `name` before a redeclaration at the prompt shadowed it: removed,
    /// or, for a watch another watch reads, kept up to date for that reader but no longer
    /// reported or found by name.
    public func removeShadowed(named name: String) {
        for dependent in dependents where dependent.name == name && !dependent.isShadowed {
            if dependent.isWatch, !readers(of: dependent).isEmpty {
                dependent.isShadowed = true
            } else {
                remove(dependent)
            }
        }
    }

    /// The dependents that read a watch: that name it, even on a branch not taken yet, or
    /// read it (a binding's getter).
    public func readers(of watch: Dependent) -> [Dependent] {
        dependents.filter { reader in
            guard reader !== watch else { return false }
            if reader.namedWatches.contains(where: { $0 === watch }) { return true }
            return reader.registrations.contains { registration in
                if case .watch(let cache, _) = watch.kind { return registration.box === cache }
                return false
            }
        }
    }

    /// The name paths into `box` start with: the variable holding the object it is, else its
    /// own name (`name(_:_:)`).
    public func boxName(_ box: Box) -> String {
        if let root = objectRoot(box) { return root.description }
        return box.observation?.name ?? box.name ?? "(a closure's variable)"
    }

    /// Session variables that may hold an object, in declaration order, with their names.
    @exclusivity(unchecked) private var objectHolders: [(box: Box, name: String)] = []

    /// Notes that the variable `box`, named `name`, may hold an object: paths into that
    /// object then start with `name` (`c.n` for a property of the instance `let c` holds).
    public func noteObjectHolder(_ box: Box, _ name: String) {
        objectHolders.append((box, name))
    }

    /// The name of an object's storage: the first session variable holding it now (an
    /// object has no name of its own, and a variable may since hold another), else its class.
    /// Propagation asks on every write into an object, so an unheld object's name is left
    /// unrendered (`Dependent.WriteRoot.instance`) until `:why` shows it: building the text
    /// each time cost about 2k instructions per write, a tenth of a whole write statement.
    private func objectRoot(_ box: Box) -> Dependent.WriteRoot? {
        guard case .structure(let fields) = box.value, fields.type.isClass else { return nil }
        for (holder, name) in objectHolders {
            switch holder.value {
            case .object(let held) where held === box: return .named(name)
            case .some(.object(let held)) where held === box: return .named(name)
            default: continue
            }
        }
        return .instance(of: fields.type)
    }

    /// Names a session variable's box (or a State's storage), for paths that start there.
    public func name(_ box: Box, _ name: String) {
        // An observed box's name is its observation's: this names both.
        box.name = name
    }

    /// The boxes of `_x` for `@State var x` and `@Binding var x`. Reading `x` reads them
    /// too (so replacing the wrapper is noticed), but paths shown to people leave them out:
    /// `x` already says it.
    public private(set) var wrapperBoxes: Set<ObjectIdentifier> = []

    public func nameWrapper(_ box: Box, of name: String) {
        self.name(box, "_" + name)
        wrapperBoxes.insert(ObjectIdentifier(box))
    }

    /// A registration as a path for people: `person.address.street`; nil for a wrapper's box.
    public func displayPath(_ registration: Dependent.Registration) -> String? {
        if wrapperBoxes.contains(ObjectIdentifier(registration.box)) { return nil }
        return renderPath(root: boxName(registration.box), registration.path)
    }

    // MARK: Propagation

    /// One dependent a statement reached: its value now, whether that differs from before the
    /// statement, and how to get the value from before (only a report needs it).
    public struct Change {
        public let dependent: Dependent
        public let status: Dependent.Status
        public let changed: Bool
        /// How to get its value from before the statement.
        public let earlier: Earlier
        /// The place the dependent's value is (a State's storage, a binding's path into it),
        /// when only that place's parts were written: a report then names the changed parts
        /// (see `WriteLog.changedParts`).
        public var place: (box: Box, steps: [PathStep])? = nil

        /// Its value from before the statement: rebuilt from the write log, so asked before
        /// the log is cleared.
        public func before() -> Dependent.Status { earlier.status }

        public init(dependent: Dependent, status: Dependent.Status, changed: Bool, earlier: Earlier, place: (box: Box, steps: [PathStep])? = nil) {
            self.dependent = dependent
            self.status = status
            self.changed = changed
            self.earlier = earlier
            self.place = place
        }
    }

    /// Where a dependent's value from before the statement comes from (a description, not a
    /// closure: a closure capturing these would cost an allocation per reached dependent).
    public enum Earlier {
        /// Known already (a watch's last value).
        case known(Dependent.Status)
        /// At `steps` in `box`, as the write log rebuilds it.
        case place(Box, [PathStep], Execution)
        /// The State whose `_x` is this box, as it was.
        case state(backing: Box, Execution)
        /// What the binding the variable held pointed to (`cached` if it read through closures).
        case binding(holder: Box, cached: Dependent.Status, Execution)

        public var status: Dependent.Status {
            switch self {
            case .known(let status):
                return status
            case .place(let box, let steps, let execution):
                return DependencyGraph.status(before: steps, in: box, execution)
            case .state(let backing, let execution):
                guard case .state(let storage)? = try? WriteLog.valueBefore([], in: backing, execution) else {
                    return .uninitialized
                }
                return DependencyGraph.status(before: [], in: storage, execution)
            case .binding(let holder, let cached, let execution):
                guard case .binding(let old)? = try? WriteLog.valueBefore([], in: holder, execution) else {
                    return .uninitialized
                }
                if case .storage(let box) = old.source { return DependencyGraph.status(before: old.steps, in: box, execution) }
                return cached
            }
        }
    }

    /// Re-evaluates every dependent the statement's writes reached, once each, in creation
    /// order. With `evaluatesAll` false (no report wanted), only watches are evaluated: their
    /// values are read by name, so they must stay current.
    public func propagate(
        in execution: Execution, evaluatesAll: Bool, statement: () -> StatementSource
    ) -> [Change] {
        guard !log.isEmpty else { return [] }
        round += 1
        var queue = spareQueue
        spareQueue = DependentQueue()
        defer {
            queue.removeAll()
            spareQueue = queue
        }
        for box in log.boxes {
            guard let observation = box.observation, let writes = observation.writes else { continue }
            var path = sparePath
            sparePath = []
            reached(
                by: writes, readers: observation.readers, path: &path, in: box, root: objectRoot(box) ?? .named(observation.name)
            ) { dependent, trigger in
                enqueue(dependent, trigger: trigger, into: &queue)
            }
            // `reached` takes off every step it adds: the path is empty again, its capacity kept.
            sparePath = path
        }
        var changes: [Change] = []
        while let dependent = queue.popFirst() {
            if !evaluatesAll && !dependent.isWatch {
                markStale(dependent)
                continue
            }
            let change = reevaluate(dependent, in: execution)
            if change.changed {
                dependent.lastChange = Dependent.Cause(
                    statement: statement(), trigger: changingWrite(dependent.pendingTrigger, in: execution))
            }
            if change.changed, case .watch(let cache, _) = dependent.kind {
                if case .value(let value) = change.status { cache.value = value }
                cache.observation?.readers.forEachDependent { enqueue($0, trigger: .watch(dependent.name), into: &queue) }
            }
            if !dependent.isShadowed { changes.append(change) }
        }
        return changes
    }

    // MARK: Quiet runs

    /// Dependents a quiet run left behind: reached but not evaluated (a getter may have side
    /// effects a quiet run must not show), so their last value and what they read may be out
    /// of date. `refreshStale` brings them up to date before the next reported statement, in
    /// creation order.
    ///
    /// Listed while they are few among the dependents. Once they are many (a quiet script
    /// declaring thousands of bindings), they are only flagged (`Dependent.isStale`) and
    /// found by a walk over the dependents, which then costs about what evaluating them
    /// does: a list as long as the dependents' cost 10 bytes per binding (issue 14).
    @exclusivity(unchecked) private var stale: [Dependent] = []
    /// Set once the stale dependents are no longer listed: find them by their flag.
    @exclusivity(unchecked) private var staleAreUnlisted = false
    /// Set when a quiet run wrote without logging (nothing needed it): anything may be stale.
    @exclusivity(unchecked) private var everythingStale = false
    /// Set during a quiet run: a dependent declared then is left stale, not evaluated.
    @exclusivity(unchecked) public var defersEvaluation = false

    private func markStale(_ dependent: Dependent) {
        guard !dependent.isStale else { return }
        dependent.isStale = true
        guard !staleAreUnlisted else { return }
        if stale.count >= 64, stale.count >= dependents.count / 8 {
            staleAreUnlisted = true
            stale = []
        } else {
            stale.append(dependent)
        }
    }

    public func markEverythingStale() {
        everythingStale = true
    }

    /// Evaluates every stale dependent again, in creation order, so the next report compares
    /// with its value now.
    public func refreshStale(in execution: Execution) {
        guard everythingStale || staleAreUnlisted || !stale.isEmpty else { return }
        let refreshing =
            everythingStale ? dependents
            : staleAreUnlisted ? dependents.filter(\.isStale) : stale.sorted { $0.sequence < $1.sequence }
        everythingStale = false
        staleAreUnlisted = false
        stale = []
        for dependent in refreshing {
            dependent.isStale = false
            adopt(evaluate(dependent, in: execution), for: dependent)
        }
    }

    /// The queue and the path buffer of the last propagation, kept for their capacity: a
    /// write then allocates neither. (Taken out while in use, so a propagation started while
    /// one runs gets its own.)
    @exclusivity(unchecked) private var spareQueue = DependentQueue()
    @exclusivity(unchecked) private var sparePath: [TrackStep] = []

    private func enqueue(_ dependent: Dependent, trigger: Dependent.Trigger, into queue: inout DependentQueue) {
        guard dependent.queuedRound != round else { return }
        dependent.queuedRound = round
        dependent.pendingTrigger = trigger
        queue.insert(dependent)
    }

    /// Calls `visit` for every reader a written path reaches, with what reached it.
    /// The written paths are walked in the order the statement wrote them, so the same
    /// statement always names the same write.
    private func reached(
        by write: WriteNode, readers: ReaderNode, path: inout [TrackStep], in box: Box, root: Dependent.WriteRoot,
        _ visit: (Dependent, Dependent.Trigger) -> Void
    ) {
        if write.isWritten {
            // One trigger for all: its path is copied out of the reused buffer once.
            let trigger = Dependent.Trigger.write(root: root, box: box, path: Array(path), below: nil)
            readers.forEachDependent { visit($0, trigger) }
            return
        }
        if readers.hasReaders {
            let trigger = Dependent.Trigger.write(root: root, box: box, path: Array(path), below: write)
            readers.forEachOwnDependent { visit($0, trigger) }
        }
        write.forEachChildInWriteOrder { step, child in
            guard let next = readers.child(step) else { return }
            path.append(step)
            reached(by: child, readers: next, path: &path, in: box, root: root, visit)
            path.removeLast()
        }
    }

    /// Evaluates `dependent` again, re-registers what it read, and decides whether it changed.
    private func reevaluate(_ dependent: Dependent, in execution: Execution) -> Change {
        let evaluation = evaluate(dependent, in: execution)
        // Compared before adopting: the comparison may need the last value kept.
        let change = compare(dependent, evaluation, in: execution)
        adopt(evaluation, for: dependent)
        return change
    }

    /// Makes `evaluation` the dependent's current one: what it read, and its value if kept.
    private func adopt(_ evaluation: Evaluation, for dependent: Dependent) {
        if let reads = evaluation.reads { dependent.register(reads, naming: boxName) }
        dependent.cached = dependent.keepsCache(evaluation) ? evaluation.status : nil
        if dependent.comparesPrintedText { dependent.cachedText = evaluation.text }
    }
}

/// Dependents waiting to be evaluated, smallest creation sequence first.
public struct DependentQueue {
    private var heap: [Dependent] = []

    public mutating func removeAll() {
        if !heap.isEmpty { heap.removeAll(keepingCapacity: true) }
    }

    public mutating func insert(_ dependent: Dependent) {
        heap.append(dependent)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].sequence < heap[parent].sequence else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    public mutating func popFirst() -> Dependent? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].sequence < heap[smallest].sequence { smallest = left }
            if right < heap.count, heap[right].sequence < heap[smallest].sequence { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
