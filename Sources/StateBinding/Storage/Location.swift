/// Where a binding's value lives, as a chain of in-place accessors.
///
/// The classic Binding (a getter and a setter closure per level) re-reads and re-writes every
/// ancestor on every write: O(depth²) work, and a copy of every collection on the way, because
/// the copy a getter returns shares the buffer the setter is about to mutate. A `Location`
/// instead exposes its value through `_read`/`_modify` coroutines that yield into its parent's
/// coroutine, so a write at depth d runs d nested in-place accesses and never copies storage it
/// does not change.
///
/// Subclasses override `value`; this base only carries what every link shares.
class Location<Value> {
    private let inheritedRoot: (any ObservableRoot)?

    /// Creates a link whose chain ends at `root` (its parent's root; nil for chains that end in
    /// closures or constants).
    init(root: (any ObservableRoot)?) {
        self.inheritedRoot = root
    }

    /// The State box at the top of the chain; nil for constants and `Binding(get:set:)`.
    /// A box overrides this to name itself: storing `self` would be a reference cycle.
    var root: (any ObservableRoot)? { inheritedRoot }

    /// The value at this location. Subclasses override it, with `_read`/`_modify` where
    /// they can reach their storage in place.
    var value: Value {
        _read { preconditionFailure("Location.value must be overridden") }
        _modify { preconditionFailure("Location.value must be overridden") }
    }

    /// The location of the member at `keyPath` of this location's value.
    func appending<Subject>(_ keyPath: WritableKeyPath<Value, Subject>) -> Location<Subject> {
        KeyPathLocation(base: self, keyPath: keyPath, steps: [keyPath])
    }

    /// Appends the path from `root` to this location. Links that do not move (projections)
    /// leave the path as their parent made it.
    func appendPath(to components: inout [StatePath.Component]) {}

    /// The path from the root State to this location, or nil when there is no root.
    var path: StatePath? {
        guard root != nil else { return nil }
        var components: [StatePath.Component] = []
        appendPath(to: &components)
        return StatePath(components)
    }
}
