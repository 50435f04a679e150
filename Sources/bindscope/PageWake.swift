#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a reader of the terminal does for the projector page while it waits: the page's
/// actions are for the session's thread, which is the one waiting for a key.
struct PageWake {
    /// Readable while actions wait.
    let descriptor: Int32
    let isServing: () -> Bool
    /// Runs the actions waiting.
    let run: () -> Void
    /// The next key pressed in the page (`PageAction.key`) not yet read, as its byte.
    let takeKey: () -> UInt8?

    /// Waits until a key or an action comes; true when an action did (and no key).
    func waitForKey() -> Bool {
        while true {
            var watched = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0), pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            if poll(&watched, 2, -1) < 0 {
                if errno == EINTR { continue }
                return false
            }
            if watched[0].revents != 0 { return false }
            if watched[1].revents & Int16(POLLIN) != 0 { return true }
        }
    }
}
