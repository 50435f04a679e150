/// Where a binding's value lives, as a chain of in-place accessors.
///
/// The classic Binding (a getter and a setter closure per level) re-reads and re-writes every
/// ancestor on every write: O(depth²) work, and a copy of every collection on the way, because
/// the copy a getter returns shares the buffer the setter is about to mutate. A `Location`
/// instead hands its value to a closure, borrowed (`read`) or inout (`modify`), from inside its
/// parent's access: a write at depth d runs d nested in-place accesses and never copies
/// storage it does not change. Consecutive key-path steps collapse into one link, so d counts
/// only key paths, elements and projections, not fields.
///
/// Closures rather than `_read`/`_modify` coroutines: coroutine frames of unspecialised generic
/// code are heap-allocated, one per link per access, which made every access several times
/// slower. `value`'s `_modify` remains for mutations in place (`binding.wrappedValue.append`).
///
/// Subclasses override `read` and `modify`, and `value` where they can mutate in place.
class Location<Value> {
    /// The observers of the State at the top of the chain; nil for chains that end in
    /// closures or constants, which have no State of their own.
    final let registry: ObserverRegistry?

    /// Creates a link whose chain ends at the State observed by `registry` (its parent's).
    init(registry: ObserverRegistry?) {
        self.registry = registry
    }

    /// Calls `body` with the current value, borrowed.
    func read<Result>(_ body: (Value) -> Result) -> Result {
        preconditionFailure("\(Self.self) must override read")
    }

    /// Calls `body` with the value, inout, in place where the storage allows it.
    func modify(_ body: (inout Value) -> Void) {
        preconditionFailure("\(Self.self) must override modify")
    }

    /// The value, for callers that need an accessor: reading copies; `_modify` here is a read
    /// followed by a write, and links that reach their storage in place override it.
    var value: Value {
        get { read { $0 } }
        _modify {
            var copy = read { $0 }
            yield &copy
            modify { [copy] in $0 = copy }
        }
    }

    /// The location of the member at `keyPath` of this location's value.
    func appending<Subject>(_ keyPath: WritableKeyPath<Value, Subject>) -> Location<Subject> {
        KeyPathLocation(base: self, keyPath: keyPath, steps: [keyPath])
    }

    /// Appends the path from the State to this location. Links that do not move (projections)
    /// leave the path as their parent made it.
    func appendPath(to components: inout [StatePath.Component]) {}

    /// The path from the State to this location, or nil when there is no State.
    var path: StatePath? {
        guard registry != nil else { return nil }
        var components: [StatePath.Component] = []
        appendPath(to: &components)
        return StatePath(components)
    }
}
