import FlyingFox
import Synchronization

/// The page's open WebSockets, each with the stream its messages go out on, and the last
/// snapshot, which a client that connects later gets first. Broadcasting only yields to
/// each stream, which keeps the newest few messages: a slow or closed client drops old
/// snapshots, and never holds up the session.
final class PageClients: Sendable {
    private struct State {
        var streams: [Int: AsyncStream<WSMessage>.Continuation] = [:]
        var nextID = 0
        var lastSnapshot: String?
    }

    private let state = Mutex(State())
    /// How many messages wait for a slow client before the oldest are dropped.
    static let backlog = 16

    /// A new client's stream, starting with the last snapshot; `id` to remove it by.
    func add() -> (id: Int, stream: AsyncStream<WSMessage>) {
        let (stream, continuation) = AsyncStream.makeStream(of: WSMessage.self, bufferingPolicy: .bufferingNewest(Self.backlog))
        let id = state.withLock { state in
            state.nextID += 1
            state.streams[state.nextID] = continuation
            if let snapshot = state.lastSnapshot { continuation.yield(.text(snapshot)) }
            return state.nextID
        }
        return (id, stream)
    }

    func remove(_ id: Int) {
        let continuation = state.withLock { $0.streams.removeValue(forKey: id) }
        continuation?.finish()
    }

    /// Sends `snapshot` to every client, and keeps it for those that connect later.
    func broadcast(snapshot: String) {
        state.withLock { state in
            state.lastSnapshot = snapshot
            for continuation in state.streams.values { continuation.yield(.text(snapshot)) }
        }
    }

    /// Sends `message` to one client (a reply), if it is still there.
    func send(_ message: String, to id: Int) {
        state.withLock { state in _ = state.streams[id]?.yield(.text(message)) }
    }

    /// Closes every client's stream (the server stops).
    func closeAll() {
        let continuations = state.withLock { state in
            defer { state.streams = [:] }
            return Array(state.streams.values)
        }
        for continuation in continuations { continuation.finish() }
    }

    var count: Int { state.withLock { $0.streams.count } }
}
