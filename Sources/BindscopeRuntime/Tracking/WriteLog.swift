/// What the running statement wrote to observed boxes: per box, a trie of the written paths,
/// holding at each outermost written path the value it had before the statement.
///
/// That is all propagation needs. The dependents a write reaches are found by walking this
/// trie alongside the box's `ReaderNode`s; whether a dependent over a path changed is decided
/// by comparing the saved value with the current one at the written paths only; and a
/// dependent's old value is rebuilt from them when a report prints it. Nothing is copied
/// up front, so a leaf write into a large State stays O(depth).
public final class WriteLog {
    public init() {}

    // The bookkeeping below is touched several times by every logged write, and never while
    // another access to it is open: no dynamic exclusivity checks (see `Box`).

    /// The boxes written since the last `clear`, in the order of their first write.
    @exclusivity(unchecked) public private(set) var boxes: [Box] = []
    /// Numbers the nodes in the order they are made (`WriteNode.order`).
    @exclusivity(unchecked) private var nodesCreated = 0

    public var isEmpty: Bool { boxes.isEmpty }

    /// Told of every logged write (the box and the path written), before it: how a mounted
    /// view's graph learns what an action wrote (BindscopeViews), each time, not only at a
    /// box's first write.
    public var willWriteBox: ((Box, [PathStep]) -> Void)?

    /// Called before `steps` inside `box` is written.
    public func willWrite(_ box: Box, _ observation: BoxObservation, _ steps: [PathStep], in execution: Execution) {
        willWriteBox?(box, steps)
        let root: WriteNode
        if let existing = observation.writes {
            root = existing
        } else {
            // The emptied root of the box's last trie, if `clear` could keep it.
            if let spare = observation.spareWrites {
                root = spare
            } else {
                root = WriteNode(edge: [], order: nodesCreated)
                nodesCreated += 1
            }
            observation.spareWrites = nil
            observation.writes = root
            boxes.append(box)
        }
        // Down the nodes already made for the written path. A written node on the way
        // already holds the value from before the statement, so a loop writing the same
        // place again costs this walk.
        let end = Self.trackedEnd(of: steps)
        var node = root
        var index = steps.startIndex
        var edgeStart = steps.startIndex
        while index < end {
            if node.isWritten { return }
            if case .descends(let step) = steps[index].trackingRole {
                guard let child = node.children[step] else { break }
                node = child
                edgeStart = index + 1
            }
            index += 1
        }
        if node.isWritten { return }
        // The value before this write. A write that cannot read its place will trap or do
        // nothing (an optional chain met nil), so it leaves no trace here.
        guard let before = try? box.value.read(steps[..<end], in: execution) else { return }
        // The nodes still missing, from where the walk stopped.
        while index < end {
            if case .descends(let step) = steps[index].trackingRole {
                let created = WriteNode(edge: steps[edgeStart...index], order: nodesCreated)
                nodesCreated += 1
                node.children.insert(created, for: step)
                node = created
                edgeStart = index + 1
            }
            index += 1
        }
        node.markWritten(before: before, in: execution)
    }

    /// Where the tracked part of a written path ends: after its last descending step before
    /// an opaque step or a dictionary entry. A write into a dictionary entry may add or remove
    /// it, which moves the entries after it: the dictionary as a whole is what changed (and
    /// what is saved).
    private static func trackedEnd(of steps: [PathStep]) -> Int {
        var end = steps.startIndex
        for index in steps.indices {
            if steps[index].isDictionaryEntry { break }
            switch steps[index].trackingRole {
            case .descends: end = index + 1
            case .transparent: continue
            case .opaque: return end
            }
        }
        return end
    }

    /// Forgets every write: after a statement's report, or when it is rolled back.
    public func clear() {
        // Called again after the report: then there is nothing to do.
        guard !boxes.isEmpty else { return }
        for box in boxes {
            guard let observation = box.observation else { continue }
            // The root is emptied now (the old values it holds go, and an object only they
            // kept alive ends with the statement) and kept for the next write, unless a
            // dependent's trigger holds it (`Dependent.Trigger.write`'s `below`, for `:why`).
            if isKnownUniquelyReferenced(&observation.writes), let root = observation.writes {
                root.reset()
                observation.spareWrites = root
            }
            observation.writes = nil
        }
        boxes.removeAll(keepingCapacity: true)
        nodesCreated = 0
    }
}

/// One path written by the current statement, or on the way to one.
public final class WriteNode {
    /// The raw steps from the parent node to this one (views, then the descending step).
    public let edge: ArraySlice<PathStep>
    @exclusivity(unchecked) public var children = WriteChildren()
    /// When the statement first wrote here or below, among the nodes of its log: what orders
    /// `childrenInWriteOrder` (a number, not an ordered table, so a write allocates no more).
    public let order: Int
    /// The value here before the statement; set on the outermost written paths only.
    @exclusivity(unchecked) public private(set) var original: Value?

    public var isWritten: Bool { original != nil }

    /// Empties a trie's root for another statement.
    public func reset() {
        original = nil
        children.removeAll()
    }

    public init(edge: ArraySlice<PathStep>, order: Int) {
        self.edge = edge
        self.order = order
    }

    /// Calls `body` for each child in the order the statement first wrote below it, so the
    /// same statement always names the same write (see `DependencyGraph.reached`).
    public func forEachChildInWriteOrder(_ body: (TrackStep, WriteNode) throws -> Void) rethrows {
        if children.count <= 1 {
            for (step, child) in children { try body(step, child) }
            return
        }
        for (step, child) in children.sorted(by: { $0.node.order < $1.node.order }) { try body(step, child) }
    }

    /// Records `current` (the value here now) as this path's value before the statement.
    /// Writes below this path were made earlier in the statement: their saved values are put
    /// back into `current` to get the original, and they are no longer needed.
    public func markWritten(before current: Value, in execution: Execution) {
        var value = current
        for (path, saved) in writtenDescendants() {
            _ = try? value.modify(path[...], in: execution) { $0 = saved }
        }
        original = value
        children.removeAll()
    }

    /// Every written node below this one, with the raw steps leading to it from here.
    public func writtenDescendants(prefix: [PathStep] = []) -> [(path: [PathStep], original: Value)] {
        var result: [([PathStep], Value)] = []
        for (_, child) in children {
            let path = prefix + child.edge
            if let original = child.original {
                result.append((path, original))
            } else {
                result.append(contentsOf: child.writtenDescendants(prefix: path))
            }
        }
        return result
    }

    /// Whether exactly one path below was written (checked without allocating).
    public var hasOneWrittenPath: Bool {
        var node = self
        while !node.isWritten {
            guard let child = node.children.only else { return false }
            node = child
        }
        return true
    }

    /// The tracked path of the first written node below, in write order (for naming a write
    /// that reached a reader above it).
    public func firstWrittenPath() -> [TrackStep] {
        guard let (step, child) = children.min(by: { $0.node.order < $1.node.order }) else { return [] }
        return [step] + (child.isWritten ? [] : child.firstWrittenPath())
    }
}

/// A write node's children. A statement nearly always writes one path, so a node nearly
/// always has one child: it is kept inline, and a dictionary is made only for a second one.
public struct WriteChildren: Sequence {
    public typealias Element = (step: TrackStep, node: WriteNode)

    private var first: Element?
    private var others: [TrackStep: WriteNode] = [:]

    public var count: Int { first == nil ? 0 : 1 + others.count }
    public var isEmpty: Bool { first == nil }

    public subscript(step: TrackStep) -> WriteNode? {
        if let first, first.step == step { return first.node }
        return others.isEmpty ? nil : others[step]
    }

    /// Adds `node` as the child at `step`, which has none yet.
    public mutating func insert(_ node: WriteNode, for step: TrackStep) {
        if first == nil { first = (step, node) } else { others[step] = node }
    }

    public mutating func removeAll() {
        first = nil
        others = [:]
    }

    /// The first child, then the others.
    public struct Iterator: IteratorProtocol {
        fileprivate var first: Element?
        fileprivate var others: [TrackStep: WriteNode].Iterator

        public mutating func next() -> Element? {
            if let element = first {
                first = nil
                return element
            }
            return others.next().map { ($0.key, $0.value) }
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(first: first, others: others.makeIterator())
    }

    /// The child, when there is exactly one.
    public var only: WriteNode? { others.isEmpty ? first?.node : nil }
}

extension WriteLog {
    /// Where a read path stands against what the statement wrote in its box.
    public enum Overlap {
        /// Nothing at, above or below the path was written.
        case untouched
        /// A path at or above it was written; `remainder` leads from there to the read path.
        case writtenAbove(WriteNode, remainder: ArraySlice<PathStep>)
        /// Only paths below it were written; `prefix` is the read path up to its last
        /// descending step, and `node` the write node there.
        case writtenBelow(WriteNode, prefix: ArraySlice<PathStep>, rest: ArraySlice<PathStep>)
    }

    /// Twin: StateBinding's `StatePath.overlaps`, the same rule (a write reaches a read when
    /// one path leads to the other), asked there of two paths and here of a read path against
    /// the trie of the statement's writes, so that a write costs what it touched. The two
    /// cannot share code (a `StatePath` is typed key paths, a `PathStep` a session's dynamic
    /// step); `DependentPropertyTests` hold this one to re-evaluating every dependent.
    public static func overlap(of steps: [PathStep], in box: Box) -> Overlap {
        guard var node = box.observation?.writes else { return .untouched }
        var afterNode = steps.startIndex
        var index = steps.startIndex
        while true {
            if node.isWritten { return .writtenAbove(node, remainder: steps[afterNode...]) }
            var next: TrackStep?
            scan: while index < steps.endIndex {
                switch steps[index].trackingRole {
                case .descends(let step):
                    next = step
                    break scan
                case .transparent:
                    index += 1
                case .opaque:
                    index = steps.endIndex
                }
            }
            guard let step = next else {
                return .writtenBelow(node, prefix: steps[..<afterNode], rest: steps[afterNode...])
            }
            guard let child = node.children[step] else { return .untouched }
            node = child
            index += 1
            afterNode = index
        }
    }

    /// Whether the value at `steps` in `box` (or the failure to read it) differs from before
    /// the statement. Compares only the parts that were written.
    public static func changed(_ steps: [PathStep], in box: Box, _ execution: Execution) -> Bool {
        switch overlap(of: steps, in: box) {
        case .untouched:
            return false
        case .writtenAbove(let node, let remainder):
            let before = ReadOutcome { try node.original!.read(remainder, in: execution) ?? .none }
            let after = ReadOutcome { try box.value.read(steps[...], in: execution) ?? .none }
            return before != after
        case .writtenBelow(let node, let prefix, _):
            guard let here = try? box.value.read(prefix, in: execution) else { return true }
            return node.writtenDescendants().contains { path, original in
                guard let now = try? here.read(path[...], in: execution) else { return true }
                return !now.isIdentical(to: original)
            }
        }
    }

    /// The value at `steps` in `box` before the statement.
    public static func valueBefore(_ steps: [PathStep], in box: Box, _ execution: Execution) throws -> Value {
        switch overlap(of: steps, in: box) {
        case .untouched:
            return try box.value.read(steps[...], in: execution) ?? .none
        case .writtenAbove(let node, let remainder):
            return try node.original!.read(remainder, in: execution) ?? .none
        case .writtenBelow(let node, let prefix, let rest):
            var value = try box.value.read(prefix, in: execution) ?? .none
            for (path, original) in node.writtenDescendants() {
                _ = try? value.modify(path[...], in: execution) { $0 = original }
            }
            return try value.read(rest, in: execution) ?? .none
        }
    }
}

/// A read that either gave a value or failed (a broken path), compared as reports compare.
public enum ReadOutcome: Equatable {
    case value(Value)
    case failed(String)

    public init(_ read: () throws -> Value) {
        do { self = .value(try read()) } catch { self = .failed("\(error)") }
    }

    public static func == (lhs: ReadOutcome, rhs: ReadOutcome) -> Bool {
        switch (lhs, rhs) {
        case (.value(let a), .value(let b)): a.isIdentical(to: b)
        case (.failed(let a), .failed(let b)): a == b
        default: false
        }
    }
}
