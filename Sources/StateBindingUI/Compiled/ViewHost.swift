/// A headless window for views: mounts a view, runs its bodies by SwiftUI's rules, acts on
/// its controls as a user would, and draws it as text.
///
///     let host = ViewHost(CounterView())
///     host.tap("Tap 0")
///     print(host.render())        // CounterView / Button "Tap 1"
///
/// bindscope's `:mount CounterView()` and `:tap "Tap 0"` are this host's `ViewHost(…)` and
/// `tap(…)`, on the same graph. An action on a control that is not there (no such title,
/// several, disabled) stops the program with a message saying so.
public final class ViewHost {
    let system = CompiledViews()
    let graph: ViewGraph<CompiledViews>
    /// What the last mount, action or write did.
    public private(set) var lastUpdate = ViewUpdate()
    /// Whether writes made outside actions wait for their update (see `heard`).
    private var hasWaitingWrites = false

    public init<Root: View>(_ root: Root) {
        graph = ViewGraph(system: system)
        system.onWritesOutsideActions = { [weak self] writes in self?.heard(writes) }
        record(try! graph.mount(root))
    }

    /// Mounts another root: the previous one's `onDisappear` actions run and its state goes.
    public func mount<Root: View>(_ root: Root) {
        updateForWaitingWrites()
        record(try! graph.mount(root))
    }

    /// Removes the root.
    public func unmount() {
        updateForWaitingWrites()
        record(try! graph.unmount())
    }

    /// Taps the Button titled `title` (or at that place).
    public func tap(_ title: String) {
        act(title, "tap") { if case .button(let action) = $0 { try action() } }
    }

    /// Flips the Toggle titled `title`.
    public func toggle(_ title: String) {
        act(title, "toggle") { if case .toggle(let isOn, let set) = $0 { try set(!isOn) } }
    }

    /// Replaces the text of the field titled `title` with `text`, in one write, as a paste does.
    public func fill(_ title: String, _ text: String) {
        act(title, "fill") { if case .textField(let set) = $0 { try set(text) } }
    }

    public func increment(_ title: String) {
        act(title, "increment") { if case .stepper(let increment, _) = $0 { try increment() } }
    }

    public func decrement(_ title: String) {
        act(title, "decrement") { if case .stepper(_, let decrement) = $0 { try decrement() } }
    }

    /// Moves the Slider labelled `title` to `value`.
    public func slide(_ title: String, _ value: Double) {
        act(title, "slide") { if case .slider(let set, _) = $0 { try set(value) } }
    }

    /// Selects the option drawn as `option` of the Picker titled `title`.
    public func pick(_ title: String, _ option: String) {
        updateForWaitingWrites()
        do {
            let (match, tag) = try graph.pickerOption(option, of: title)
            guard case .picker(let select) = match.control else { return }
            record(try graph.perform { try select(tag) })
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// The mounted tree as text; with `modifiers`, each view's modifiers after it.
    public func render(modifiers: Bool = false) -> String {
        updateForWaitingWrites()
        return graph.render(modifiers: modifiers)
    }

    /// The mounted tree as data: each view with a body says how many times it has run since
    /// mount (`bodyRuns`), as the projector page flashes it.
    public func snapshot() -> ViewSnapshot? {
        updateForWaitingWrites()
        return graph.snapshot()
    }

    private func act(_ title: String, _ verb: String, _ run: (Control) throws -> Void) {
        updateForWaitingWrites()
        do {
            let match = try graph.control(title, for: verb)
            record(try graph.perform { try run(match.control) })
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// A write outside an action (through a binding or an object the program holds): as
    /// SwiftUI updates at the end of the run loop's turn, its update runs when the program
    /// next uses the host. A write made while bodies run is SwiftUI's "Modifying state
    /// during view update" and changes no view.
    private func heard(_ writes: [CompiledViews.Access]) {
        if graph.isUpdating {
            graph.warnStateModifiedDuringUpdate()
            return
        }
        graph.invalidate(writes)
        hasWaitingWrites = true
    }

    /// Runs the update the writes made outside actions are waiting for.
    public func updateForWaitingWrites() {
        guard hasWaitingWrites else { return }
        hasWaitingWrites = false
        record(try! graph.flush())
    }

    private func record(_ update: ViewUpdate) {
        lastUpdate = update
        for warning in update.warnings { printWarning(warning) }
    }
}
