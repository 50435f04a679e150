/// Mounting, running and reconciling nodes: where identity and the re-run rules live.
extension ViewGraph {
    /// Mounts a new identity: its body runs with every reason (`@self`, `@identity`, each
    /// property), its `onAppear` waits for the update's end.
    func mountNode(identity: ChildIdentity, view: System.View, parent: ViewNode<System>?) throws -> ViewNode<System> {
        let node = ViewNode<System>(identity: identity, view: view, parent: parent)
        nodes[ObjectIdentifier(node)] = node
        try evaluate(node, reasons: ["@self", "@identity"], isFirst: true)
        return node
    }

    /// Runs a node again because something it read changed.
    func reevaluate(_ node: ViewNode<System>) throws {
        try evaluate(node, reasons: [], isFirst: false)
    }

    /// Evaluates a node: runs its body (or draws it, for a built-in view) recording what it
    /// read, then reconciles its children with what it made.
    func evaluate(_ node: ViewNode<System>, reasons: [String], isFirst: Bool) throws {
        save(node)
        var reasons = reasons
        for reason in node.pendingReasons where !reasons.contains(reason) { reasons.append(reason) }
        node.pendingReasons = []
        let writes = node.pendingWrites
        node.pendingWrites = []
        node.isDirty = false
        let (content, reads) = try system.recordingReads { try system.content(of: node.view) }
        // The actions of the modifiers outside this one in the same chain wait for this
        // one's: a chain's actions run in the order they are written (see `lifecycle`).
        let outerActions = chainActions
        chainActions = []
        if case .modified = content {} else { pendingActions += outerActions }
        var children: [(ChildPlace, System.View)] = []
        var newKind: NodeKind = .transparent
        switch content {
        case .body:
            newKind = .body
            if isFirst { node.modifiedContent = system.modifiedContent(of: node.view) }
            // Its place names it from its first run on: the run below says where it is.
            node.kind = .body
            node.properties = try system.installProperties(of: &node.view, kept: isFirst ? nil : node.keptStorage, environment: environment(of: node))
            registerEnvironmentReads(node)
            if isFirst { for property in node.properties { reasons.append(property.name) } }
            let run = ViewUpdate.BodyRun(view: node.typeName, place: place(of: node), reasons: reasons)
            let (body, bodyReads) = try BodyRuns.withRun(run) {
                try system.recordingReads { try system.body(of: node.view) }
            }
            update.bodyRuns.append(run)
            node.lastRun = RecordedRun(run: run, update: updateNumber, writes: writes)
            node.bodyRunCount += 1
            setReads(node, reads + bodyReads)
            children = [(.position(0), body)]
        case .element(let element, let elementChildren):
            newKind = .element(element)
            setReads(node, reads)
            children = elementChildren.enumerated().map { (.position($0.offset), $0.element) }
        case .group(let views):
            setReads(node, reads)
            children = views.enumerated().map { (.position($0.offset), $0.element) }
        case .branch(let index, let view):
            setReads(node, reads)
            children = [(.branch(index), view)]
        case .optional(let view):
            setReads(node, reads)
            children = view.map { [(.position(0), $0)] } ?? []
        case .erased(let view):
            setReads(node, reads)
            children = [(.position(0), view)]
        case .modifierContent(let view):
            setReads(node, reads)
            node.isContentPlaceholder = true
            let owner = modifierOwner(of: node)
            if let owner, !owner.contentPlaceholders.contains(where: { $0 === node }) { owner.contentPlaceholders.append(node) }
            children = [(.position(0), owner?.modifiedContent ?? view)]
        case .forEach(let typeName, let elements):
            setReads(node, reads)
            children = forEachChildren(typeName, elements)
        case .modified(let view, let effect):
            newKind = .modified(effect)
            setReads(node, reads)
            if case .environment(let entry) = effect { environmentChanged(node, entry, isFirst: isFirst) }
            if case .transaction(let modifier) = effect { transactionModifierEvaluated(node, modifier, isFirst: isFirst) }
            if case .identity(let id, _, let isFresh) = effect {
                if !isFirst, let old = node.children.first, old.identity.place != .explicit(id), isFresh {
                    // The id itself is left out: a fresh UUID says nothing, and differs each run.
                    update.warnings.append("\(place(of: node)): .id(_:) is given a new UUID on every update, so the view's state starts over each time")
                }
                children = [(.explicit(id), view)]
            } else {
                children = [(.position(0), view)]
            }
        }
        node.kind = newKind
        let oldLine = node.line
        node.line = drawnLine(of: node)
        if !isMounting && !isFirst && oldLine != node.line {
            update.lineChanges.append(.init(place: place(of: node), old: oldLine, new: node.line, animation: try animation(at: node)))
        } else if !isMounting && isFirst, let line = node.line {
            update.lineChanges.append(.init(place: place(of: node), old: nil, new: line, animation: try animation(at: node)))
        }
        if case .modified = newKind { chainActions = lifecycleActions(of: node, isFirst: isFirst) + outerActions }
        try reconcileChildren(of: node, children)
        if !chainActions.isEmpty {
            pendingActions += chainActions
            chainActions = []
        }
        indexControl(node)
    }

    /// The node's `onAppear` (at its first mount) and `onChange` (when the value it watches
    /// changed, or at appearance with `initial: true`), to run after the update's bodies.
    /// Across the tree they run in tree order, parent first; along one chain of modifiers
    /// (`Text("a").onAppear{…}.onChange(of:){…}`) in the order they are written, inner first.
    private func lifecycleActions(of node: ViewNode<System>, isFirst: Bool) -> [() throws -> Void] {
        guard let effect = node.effect else { return [] }
        switch effect {
        case .onAppear(let action) where isFirst:
            let place = place(of: node)
            return [{ [weak self] in
                self?.update.appeared.append(place)
                try action()
            }]
        case .onChange(let change):
            let old = node.lastChangeValue
            node.lastChangeValue = change.value
            if isFirst {
                if change.initial { return [{ try change.action(change.value, change.value) }] }
            } else if let old, !change.isEqual(old, change.value) {
                return [{ try change.action(old, change.value) }]
            }
            return []
        default:
            return []
        }
    }

    /// ForEach's children by id, with SwiftUI's warning for an id that occurs twice.
    private func forEachChildren(_ typeName: String, _ elements: [ForEachElement<System.View>]) -> [(ChildPlace, System.View)] {
        // One hash-table lookup an element: comparing `AnyHashable`s on a probe unboxes them.
        var seen: [AnyHashable: Int] = [:]
        seen.reserveCapacity(elements.count)
        var warned: Set<AnyHashable> = []
        return elements.map { element in
            let occurrence = Self.countingUp(&seen[element.id, default: 0])
            if occurrence > 0, warned.insert(element.id).inserted {
                update.warnings.append("\(typeName): the ID \(element.idText) occurs multiple times within the collection, this will give undefined results!")
            }
            return (.element(element.id, occurrence: occurrence), element.view)
        }
    }

    /// The count before adding one to it.
    private static func countingUp(_ count: inout Int) -> Int {
        defer { count += 1 }
        return count
    }

    /// Matches the views a node made with its children by identity: the same identity keeps
    /// its node (and state) and runs only if its inputs changed or it was invalidated; a new
    /// one mounts; one no longer made leaves the tree.
    func reconcileChildren(of node: ViewNode<System>, _ made: [(ChildPlace, System.View)]) throws {
        var old: [ChildIdentity: ViewNode<System>] = [:]
        for child in node.children { old[child.identity] = child }
        var children: [ViewNode<System>] = []
        children.reserveCapacity(made.count)
        // New children are placed in order as they come, so a mounted child's tree order is
        // right while its own body runs.
        node.children = []
        for (index, (place, view)) in made.enumerated() {
            let identity = ChildIdentity(place: place, typeName: system.typeName(of: view))
            if let existing = old.removeValue(forKey: identity) {
                save(existing)
                existing.indexInParent = index
                node.children.append(existing)
                try updateChild(existing, with: view)
            } else {
                let child = ViewNode<System>(identity: identity, view: view, parent: node)
                child.indexInParent = index
                node.children.append(child)
                nodes[ObjectIdentifier(child)] = child
                try evaluate(child, reasons: ["@self", "@identity"], isFirst: true)
            }
            children.append(node.children[index])
        }
        node.children = children
        // Leaving views go in their old tree order.
        let leaving = old.values.sorted { $0.indexInParent < $1.indexInParent }
        for child in leaving { unmountNode(child) }
    }

    /// A child its parent made again: a view with a body runs again only when its inputs
    /// differ or it was invalidated; built-in views are drawn again (they are the parent's
    /// output).
    private func updateChild(_ child: ViewNode<System>, with view: System.View) throws {
        save(child)
        if case .body = child.kind {
            let same = system.hasSameInputs(view, as: child.view)
            child.modifiedContent = system.modifiedContent(of: view)
            if same && !child.isDirty {
                if child.modifiedContent != nil { try drawContentAgain(of: child) }
                return
            }
            child.view = view
            try evaluate(child, reasons: same ? [] : ["@self"], isFirst: false)
        } else {
            child.view = view
            try evaluate(child, reasons: [], isFirst: false)
        }
    }

    /// A session's modifier whose body need not run again (its own inputs are the same) draws
    /// its content again where its body placed it: the content is the parent's output.
    private func drawContentAgain(of modifier: ViewNode<System>) throws {
        modifier.contentPlaceholders.removeAll { !$0.isMounted }
        for placeholder in modifier.contentPlaceholders { try evaluate(placeholder, reasons: [], isFirst: false) }
    }

    /// The modifier whose `content` a placeholder is: the nearest session modifier above it,
    /// skipping one for each placeholder passed on the way (`content.modifier(Inner())` puts
    /// this placeholder inside `Inner`'s own).
    private func modifierOwner(of placeholder: ViewNode<System>) -> ViewNode<System>? {
        var skipped = 0
        var ancestor = placeholder.parent
        while let node = ancestor {
            if case .body = node.kind, node.modifiedContent != nil {
                if skipped == 0 { return node }
                skipped -= 1
            } else if node.isContentPlaceholder {
                skipped += 1
            }
            ancestor = node.parent
        }
        return nil
    }

    /// Takes a node and its subtree out of the tree: their state goes, their `onDisappear`
    /// actions wait for the update's end, their lines are reported gone.
    func unmountNode(_ node: ViewNode<System>) {
        save(node)
        let place = place(of: node)
        // A line leaving says the animation it would leave with. Unmounting does not fail: a
        // `.transaction` closure that throws here (a session's trap) gives it none.
        let animation = isMounting || node.line == nil ? nil : (try? self.animation(at: node)) ?? nil
        node.isMounted = false
        if !isMounting, let line = node.line { update.lineChanges.append(.init(place: place, old: line, new: nil, animation: animation)) }
        if case .onDisappear(let action) = node.effect {
            pendingActions.append { [weak self] in
                self?.update.disappeared.append(place)
                try action()
            }
        }
        node.properties = []
        node.contentPlaceholders = []
        unregisterEnvironmentReads(node)
        setReads(node, [])
        unindexControl(node)
        nodes[ObjectIdentifier(node)] = nil
        for child in node.children { unmountNode(child) }
        node.children = []
    }

    /// Replaces what a node read (and watches) in the index by source.
    func setReads(_ node: ViewNode<System>, _ reads: [System.Read]) {
        let id = ObjectIdentifier(node)
        var sources: Set<System.Source> = []
        for read in reads { sources.insert(system.source(of: read)) }
        var watched: Set<System.Source> = []
        for property in node.properties where property.invalidatesUnread { watched.formUnion(property.sources) }
        for source in node.readSources.union(node.watchedSources) where !sources.contains(source) && !watched.contains(source) {
            readers[source]?.remove(id)
            if readers[source]?.isEmpty == true {
                readers[source] = nil
                system.forget(source)
            }
        }
        for source in sources.union(watched) { readers[source, default: []].insert(id) }
        node.reads = reads
        node.readSources = sources
        node.watchedSources = watched
    }
}
