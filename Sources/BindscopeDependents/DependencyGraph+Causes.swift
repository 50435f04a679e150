import BindscopeRuntime

// Which write `:why` names for a dependent a statement changed.

extension DependencyGraph {
    /// A dependent that reads a path above several written ones (`todos.filter { … }.count`
    /// over a loop writing every `todos[i].done`) is named the first of them, in the order the
    /// statement wrote them, whose value changed: the write that made the difference, not
    /// one that stored the value already there. When none did (a value rebuilt equal), the
    /// first written.
    public func changingWrite(_ trigger: Dependent.Trigger, in execution: Execution) -> Dependent.Trigger {
        // A write at or above what the dependent reads is the write (checked first: this is
        // asked for every dependent a statement changed).
        if case .write(_, _, _, nil) = trigger { return trigger }
        guard case .write(let root, let box, let path, let below?) = trigger, !below.hasOneWrittenPath,
            var node = box.observation?.writes
        else {
            // One written path below (a leaf write reaching its State): that is the write,
            // named when `:why` renders it, so the common write pays nothing here.
            return trigger
        }
        // The value at `below` now: down the raw steps of the written paths to it.
        var current: Value? = box.value
        for step in path {
            guard let child = node.children[step] else { return trigger }
            current = Self.read(child, in: current, execution)
            node = child
        }
        let written = Self.firstChangedPath(below: below, current: current, in: execution) ?? below.firstWrittenPath()
        return .write(root: root, box: box, path: path + written, below: nil)
    }

    private static func firstChangedPath(below node: WriteNode, current: Value?, in execution: Execution) -> [TrackStep]? {
        var found: [TrackStep]?
        node.forEachChildInWriteOrder { step, child in
            guard found == nil else { return }
            let value = read(child, in: current, execution)
            if let original = child.original {
                if let value, original.isIdentical(to: value) { return }
                found = [step]
            } else if let deeper = firstChangedPath(below: child, current: value, in: execution) {
                found = [step] + deeper
            }
        }
        return found
    }

    /// The value at `child` given the value at its parent; nil when it is not there now.
    private static func read(_ child: WriteNode, in parent: Value?, _ execution: Execution) -> Value? {
        guard let parent, let value = try? parent.read(child.edge, in: execution) else { return nil }
        return value
    }
}
