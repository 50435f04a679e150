/// The storage of an instance of a class that has a `deinit`. Swift's own reference counting of
/// the interpreter's values decides when the session's object ends: when the last `Value`
/// holding this box goes away, this Swift `deinit` runs.
///
/// It runs wherever that release happens (in the middle of an assignment, while the journal
/// commits, while a frame is emptied), so it must not run session code: it only hands the
/// instance's fields (its dynamic type and stored properties, which the session's `deinit`
/// reads through `self`) to the execution's `DeinitQueue`, which runs the bodies at the next
/// safe point (see `Execution.runPendingDeinitializers`).
public final class ObjectBox: Box {
    /// Weak: a queue keeps pending fields, which may hold other objects of the same session;
    /// when the execution itself is torn down nothing is queued any more.
    private weak var queue: DeinitQueue?

    public init(_ value: Value, bornIn journal: Journal, queue: DeinitQueue) {
        self.queue = queue
        super.init(value, bornIn: journal)
    }

    deinit {
        guard let queue, case .structure(let fields) = value else { return }
        queue.enqueue(fields)
    }
}
