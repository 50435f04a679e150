/// The environment: values a `.environment` or `.environmentObject` modifier puts for the
/// views inside it, read with `@Environment` and `@EnvironmentObject`. A view that read a
/// key runs again when the nearest modifier putting it puts another value.
extension ViewGraph {
    /// The entries the node's ancestors put, outermost first.
    func environment(of node: ViewNode<System>) -> ViewEnvironment {
        var entries: [EnvironmentEntry] = []
        var current = node.parent
        while let here = current {
            if case .environment(let entry)? = here.effect { entries.append(entry) }
            current = here.parent
        }
        return ViewEnvironment(entries: entries.reversed())
    }

    /// Notes, for each key the node's properties read, the modifier that put it.
    func registerEnvironmentReads(_ node: ViewNode<System>) {
        unregisterEnvironmentReads(node)
        var keys: Set<AnyHashable> = []
        for property in node.properties { keys.formUnion(property.environmentKeys) }
        guard !keys.isEmpty else { return }
        var current = node.parent
        var found: Set<AnyHashable> = []
        while let here = current, found.count < keys.count {
            if case .environment(let entry)? = here.effect, keys.contains(entry.key), found.insert(entry.key).inserted {
                save(here)
                here.environmentReaders.insert(ObjectIdentifier(node))
                node.environmentProviders.append(ObjectIdentifier(here))
            }
            current = here.parent
        }
    }

    func unregisterEnvironmentReads(_ node: ViewNode<System>) {
        guard !node.environmentProviders.isEmpty else { return }
        for provider in node.environmentProviders {
            guard let here = nodes[provider] else { continue }
            save(here)
            here.environmentReaders.remove(ObjectIdentifier(node))
        }
        node.environmentProviders = []
    }

    /// A `.environment` modifier evaluated again: when it puts another value, the views that
    /// read its key run again, naming the property that read it.
    func environmentChanged(_ node: ViewNode<System>, _ entry: EnvironmentEntry, isFirst: Bool) {
        defer { node.lastEnvironmentValue = entry.value }
        guard !isFirst, let old = node.lastEnvironmentValue, !entry.isEqual(old, entry.value) else { return }
        for id in node.environmentReaders {
            guard let reader = nodes[id], reader.isMounted else { continue }
            let name = reader.properties.first { $0.environmentKeys.contains(entry.key) }?.name
            markDirty(reader, reason: name)
        }
    }
}
