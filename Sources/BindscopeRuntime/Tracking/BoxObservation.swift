/// What dependency tracking knows about one box (a variable, a State's storage, a watch's
/// value): who reads which parts of it, what the current statement wrote to it, and the name
/// it has in rendered paths. A box nobody reads has none, so writes to it cost nothing extra.
public final class BoxObservation {
    /// The name paths into this box start with: `person` for `@State var person`.
    public var name: String
    public let readers = ReaderNode(parent: nil, step: nil)
    /// What the statement being run wrote here; nil when nothing yet. (Read and set by every
    /// logged write, never under another access: no dynamic exclusivity check.)
    @exclusivity(unchecked) public var writes: WriteNode?
    /// The root `writes` had in the last statement, kept to be emptied and used again.
    @exclusivity(unchecked) public var spareWrites: WriteNode?

    public init(name: String) {
        self.name = name
    }
}

extension Box {
    /// The box's observation, created on first use.
    public func observed(named name: String) -> BoxObservation {
        if let observation { return observation }
        let created = BoxObservation(name: name)
        observe(created)
        return created
    }
}

/// A trie of the paths dependents read in one box. A dependent that read `person.address`
/// is listed at the node for `.address`; a write anywhere on that node's path, above it or
/// below it, reaches it. A reader is a dependent of the layer above (`Dependent`), kept as
/// `AnyObject` so this layer need not know it: one word, as the class reference was.
public final class ReaderNode {
    // Walked by every propagation; changed only by (un)registering, never during a walk.
    // The first reader is kept inline: most nodes have one (a binding per element), and an
    // array of one cost 40 bytes more per binding (issue 14).
    @exclusivity(unchecked) private var firstReader: AnyObject?
    @exclusivity(unchecked) private var laterReaders: [AnyObject] = []
    /// The children by array element (`items[i]`) apart: the usual kind at scale (a binding per
    /// element), whose table entries are then an `Int` key, not a `TrackStep`'s four words.
    @exclusivity(unchecked) private var elementChildren: [Int: ReaderNode] = [:]
    @exclusivity(unchecked) private var otherChildren: [TrackStep: ReaderNode] = [:]
    /// The parent owns its children; a child only points back to prune itself when empty.
    private unowned(unsafe) let parent: ReaderNode?
    private let step: TrackStep?

    public init(parent: ReaderNode?, step: TrackStep?) {
        self.parent = parent
        self.step = step
    }

    public func child(_ step: TrackStep) -> ReaderNode? {
        if case .element(let index) = step { return elementChildren[index] }
        return otherChildren[step]
    }

    private func setChild(_ child: ReaderNode?, for step: TrackStep) {
        if case .element(let index) = step {
            elementChildren[index] = child
        } else {
            otherChildren[step] = child
        }
    }

    private var hasChildren: Bool { !elementChildren.isEmpty || !otherChildren.isEmpty }

    /// The node for `steps` below this one, created as needed.
    public func node(for steps: [TrackStep]) -> ReaderNode {
        var node = self
        for step in steps {
            if let next = node.child(step) {
                node = next
            } else {
                let next = ReaderNode(parent: node, step: step)
                node.setChild(next, for: step)
                node = next
            }
        }
        return node
    }

    /// The steps from the root to this node.
    public var path: [TrackStep] {
        var steps: [TrackStep] = []
        var node = self
        while let step = node.step, let parent = node.parent {
            steps.append(step)
            node = parent
        }
        return steps.reversed()
    }

    /// Whether this is the node for the tracked steps of `raw` below the root: what
    /// `isNode(for: trackSteps(raw))` says, without making the array (asked for every read of
    /// a dependent evaluated again, see `ReadRecorder`).
    public func isNode(tracking raw: ArraySlice<PathStep>) -> Bool {
        // The tracked steps end at the first opaque one; walk them backwards, up the parents.
        var end = raw.startIndex
        while end < raw.endIndex {
            if case .opaque = raw[end].trackingRole { break }
            end += 1
        }
        var node = self
        var index = end
        while index > raw.startIndex {
            index -= 1
            guard case .descends(let step) = raw[index].trackingRole else { continue }
            guard let own = node.step, let parent = node.parent, own == step else { return false }
            node = parent
        }
        return node.parent == nil
    }

    /// `isNode(tracking: [step])`, without the array.
    public func isNode(tracking step: PathStep) -> Bool {
        guard case .descends(let tracked) = step.trackingRole else { return parent == nil }
        guard let own = self.step, let parent, own == tracked else { return false }
        return parent.parent == nil
    }

    /// Whether this is the node for `steps` below the root (without building its path).
    public func isNode(for steps: [TrackStep]) -> Bool {
        var node = self
        for step in steps.reversed() {
            guard let own = node.step, let parent = node.parent, own == step else { return false }
            node = parent
        }
        return node.parent == nil
    }

    /// Whether a dependent reads this node itself (not only below it).
    public var hasReaders: Bool { firstReader != nil }

    public func add(_ dependent: AnyObject) {
        if firstReader == nil { firstReader = dependent } else { laterReaders.append(dependent) }
    }

    /// Removes `dependent` (its last registration here), and then every node left with no
    /// readers and no children.
    public func remove(_ dependent: AnyObject) {
        if let index = laterReaders.lastIndex(where: { $0 === dependent }) {
            laterReaders.remove(at: index)
        } else if firstReader === dependent {
            firstReader = laterReaders.isEmpty ? nil : laterReaders.removeFirst()
        } else {
            return
        }
        var node: ReaderNode? = self
        while let current = node, current.isEmpty, let parent = current.parent, let step = current.step {
            parent.setChild(nil, for: step)
            node = parent
        }
    }

    /// Calls `body` for every dependent reading this node itself.
    public func forEachOwnReader(_ body: (AnyObject) -> Void) {
        guard let firstReader else { return }
        body(firstReader)
        for reader in laterReaders { body(reader) }
    }

    /// Calls `body` for every dependent reading this node or anything below it.
    public func forEachReader(_ body: (AnyObject) -> Void) {
        forEachOwnReader(body)
        for child in elementChildren.values { child.forEachReader(body) }
        for child in otherChildren.values { child.forEachReader(body) }
    }

    public var isEmpty: Bool { firstReader == nil && !hasChildren }
}
