/// Instances of classes with a `deinit` whose last strong reference went away (see
/// `ObjectBox`), waiting for their `deinit` bodies, oldest first.
///
/// Filled from Swift `deinit`s, which may run in the middle of any write, so adding is all it
/// does; the bodies run when the execution is at a safe point: after each statement of a
/// block that may release such an object, when a block's variables go out of scope, and after
/// each top-level statement commits (its undo journal holds what the statement overwrote
/// until then, so an object whose last reference a session variable dropped ends there).
public final class DeinitQueue {
    /// Asked after every statement (`isEmpty`): no dynamic exclusivity check, as nothing here
    /// runs code that could reach the queue again while it is read or changed.
    @exclusivity(unchecked) private var pending: [StructValue] = []

    public var isEmpty: Bool { pending.isEmpty }

    public func enqueue(_ fields: StructValue) {
        pending.append(fields)
    }

    /// Everything pending, leaving the queue empty.
    public func take() -> [StructValue] {
        var taken: [StructValue] = []
        swap(&taken, &pending)
        return taken
    }
}

extension Execution {
    /// Runs the `deinit` bodies of every object that ended since the last safe point, as
    /// Swift runs them: the class's own body, then its superclass's, with `self` the instance;
    /// then its stored properties are released, and the objects that ends run before the
    /// next pending one (depth first, as Swift releases a graph of objects).
    ///
    /// `self` is a new reference to the instance's fields, an ordinary box (the instance is
    /// ending, so its `deinit` does not run twice): weak references to the instance already
    /// read nil, as in Swift. A body that traps throws; what is pending after it is dropped
    /// by the caller (see `discardPendingDeinitializers`).
    @inlinable @inline(__always)
    public func runPendingDeinitializers() throws {
        if deinitQueue.isEmpty { return }
        try drainDeinitQueue()
    }

    @usableFromInline func drainDeinitQueue() throws {
        var work = deinitQueue.take()
        while !work.isEmpty {
            // The only reference to the fields: once the bodies ran, releasing it releases
            // the stored properties.
            var instance: Box? = Box(.structure(work.removeFirst()), bornIn: journal)
            try runDeinitializers(of: instance!)
            instance = nil
            // Nested bodies drained what they released themselves; what the stored
            // properties held comes next.
            work.insert(contentsOf: deinitQueue.take(), at: 0)
        }
    }

    private func runDeinitializers(of instance: Box) throws {
        let object = Value.object(instance)
        // Only the type is kept: a body that drops a stored property (`child = nil`) ends it.
        for type in object.objectType.classChain {
            guard let body = type.deinitializer else { continue }
            _ = try body.invoke(self, [object])
        }
    }

    /// Forgets the pending bodies: the objects a failed statement made and its roll-back
    /// dropped never existed, as far as the session can tell.
    public func discardPendingDeinitializers() {
        while !deinitQueue.isEmpty { _ = deinitQueue.take() }
    }
}
