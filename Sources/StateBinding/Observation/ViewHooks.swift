#if os(Linux)
import Synchronization
#endif

/// What `StateBindingUI`'s view host needs of States and Bindings, and nothing else uses:
/// which States a view's body read, and storage that outlives the view struct.
///
/// SwiftUI keeps a view's `@State` storage by the view's identity and re-attaches it each time
/// the view struct is created again (`Greeting(name: "Bob")` keeps "Hello Ann"); it re-runs a
/// body only when state the body *read* changed. These hooks give the host both: a recorder
/// that hears every read of a State or of a Binding backed by one, and a way to point a fresh
/// State at the storage of the identity it belongs to.
package enum ViewReads {
    /// The recorder of the body being run on this thread, if any.
    package static var recorder: ((StateSource, StatePath) -> Void)? {
        get { recorders.value }
        set {
            let hadOne = recorders.value != nil
            recorders.value = newValue
            switch (hadOne, newValue != nil) {
            case (false, true): ActiveRecorders.add(1)
            case (true, false): ActiveRecorders.add(-1)
            default: break
            }
        }
    }

    /// The recorder of this thread, looked up only when some thread has one: every read of a
    /// State or a Binding asks, and outside a view host's bodies (the common case) the answer
    /// is then one load, not a thread-local lookup.
    @inline(__always)
    static var currentRecorder: ((StateSource, StatePath) -> Void)? {
        ActiveRecorders.any ? recorders.value : nil
    }

    private static let recorders = ThreadLocal<((StateSource, StatePath) -> Void)?> { nil }
}

/// How many threads have a recorder set. A relaxed load is enough: the thread that set its
/// recorder sees its own increment, and another thread's count only sends it to its own
/// thread-local, where it finds none.
enum ActiveRecorders {
    #if os(Linux)
    private static let count = Atomic<Int>(0)

    static var any: Bool {
        @inline(__always) get { count.load(ordering: .relaxed) != 0 }
    }

    static func add(_ delta: Int) { count.add(delta, ordering: .relaxed) }
    #else
    // Synchronization's Atomic needs macOS 15; elsewhere every read asks the thread-local.
    static var any: Bool { true }
    static func add(_ delta: Int) {}
    #endif
}

/// The storage of one State, seen from outside StateBinding: comparable by identity, and
/// observable.
package struct StateSource: Hashable {
    let registry: ObserverRegistry

    package static func == (lhs: StateSource, rhs: StateSource) -> Bool { lhs.registry === rhs.registry }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(registry)) }

    /// Calls `handler` after every transaction that changed the State.
    package func observe(_ handler: @escaping (StateChange) -> Void) -> StateObservation {
        registry.addObserver(path: nil, handler: handler)
    }
}

extension Location {
    /// Tells the view being run, if any, that it read this location.
    @inline(__always)
    final func noteRead() {
        guard let recorder = ViewReads.currentRecorder, let registry, let path else { return }
        recorder(StateSource(registry: registry), path)
    }
}

extension State {
    /// The State's storage as a view host keeps it, opaque to everyone else.
    package var storage: AnyObject { box.installed ?? box }

    /// The source that reads and writes of this State reach.
    package var source: StateSource { StateSource(registry: (box.installed ?? box).observers) }

    /// Points this State (and every copy of it) at `storage`, the storage of the view
    /// identity it belongs to; its own initial value is dropped, as SwiftUI drops it.
    package func install(_ storage: AnyObject) {
        guard let storage = storage as? StateBox<Value>, storage !== box else { return }
        box.installed = storage
    }
}

extension Binding {
    /// The State this binding reads and writes, if it is backed by one.
    package var source: StateSource? { location.registry.map(StateSource.init) }
}

/// The transaction in effect on this thread, for the view host: an `@Observable` property or
/// an `objectWillChange` tells of a change as it is made, without one, so the host asks
/// which transaction the action's write was made in (`withAnimation(.spring) { … }`).
package enum CurrentTransaction {
    package static var value: Transaction { TransactionContext.current.transaction }
}
