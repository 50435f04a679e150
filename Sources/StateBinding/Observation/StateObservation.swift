/// A registered observation. It lasts until `cancel()` is called or the object is released,
/// like Combine's `AnyCancellable`: keep it as long as you want to be told.
public final class StateObservation {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the observation; later changes are not delivered. Calling it again does nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit {
        cancel()
    }
}
