extension State {
    /// Calls `handler` after every transaction that changed this State, once per transaction,
    /// with the paths written and their old and new values. Keep the returned observation:
    /// releasing it stops the calls.
    public func observe(_ handler: @escaping (StateChange) -> Void) -> StateObservation {
        (box.installed ?? box).observers.addObserver(path: nil, handler: handler)
    }
}

extension Binding {
    /// Calls `handler` after every transaction that changed the value this binding reaches:
    /// writes to its path, to a path inside it, or to one of its ancestors (replacing the
    /// whole State). Nil for bindings not backed by a State (`constant`, `get:set:`), which
    /// have nothing to observe. Keep the returned observation: releasing it stops the calls.
    public func observe(_ handler: @escaping (StateChange) -> Void) -> StateObservation? {
        guard let registry = location.registry, let path = location.path else { return nil }
        return registry.addObserver(path: path, handler: handler)
    }

    /// The path from the State this binding is derived from; nil when it is not backed by one.
    public var statePath: StatePath? { location.path }
}
