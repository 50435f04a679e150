import BindscopeSession
import Foundation
import Synchronization

/// The actions the page's clients sent, waiting for the session's thread: the server's
/// threads put them in, the session's thread takes them out and runs them
/// (`PageServer.runPendingActions`). The session is never touched from a server thread.
///
/// A pipe wakes a session thread that waits for input (the prompt's `poll`), and a
/// semaphore one that waits for nothing else (`PageServer.waitForActions`).
final class PageInbox: Sendable {
    struct Pending: Sendable {
        let action: PageAction
        /// The request's `id`, echoed in the result.
        let id: PageRequestID?
        /// Where the result goes: the client that asked.
        let reply: @Sendable (String) -> Void
    }

    private let pending = Mutex<[Pending]>([])
    private let arrived = DispatchSemaphore(value: 0)
    /// Readable while actions wait: one byte per action put in, drained by `takeAll`.
    let wakeDescriptor: Int32
    private let wakeWriter: Int32

    init() {
        var ends: [Int32] = [0, 0]
        // Non-blocking both ways: a full pipe only means the session is already woken.
        if pipe(&ends) != 0 { ends = [-1, -1] }
        for end in ends where end >= 0 { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        wakeDescriptor = ends[0]
        wakeWriter = ends[1]
    }

    deinit {
        close(wakeDescriptor)
        close(wakeWriter)
    }

    func put(_ action: Pending) {
        pending.withLock { $0.append(action) }
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
        arrived.signal()
    }

    /// Every action waiting, oldest first.
    func takeAll() -> [Pending] {
        var bytes = [UInt8](repeating: 0, count: 256)
        while read(wakeDescriptor, &bytes, bytes.count) > 0 {}
        return pending.withLock { taken in
            defer { taken = [] }
            return taken
        }
    }

    /// Waits up to `timeout` seconds for an action to arrive; true when one did.
    func wait(timeout: Double) -> Bool {
        arrived.wait(timeout: .now() + timeout) == .success
    }
}
