import BindscopeSession
import FlyingFox
import Foundation
import Synchronization

/// Serves the projector page for one session (`PageService`): FlyingFox's server runs on
/// Swift's concurrent threads, and everything it needs of the session crosses as values:
/// snapshots out (made here, on the session's thread, after each entry), actions in (through
/// the inbox, which the session's thread empties: `runPendingActions`).
public final class PageServer: PageService {
    /// The address to listen on: `127.0.0.1` unless `--serve-address` says otherwise.
    public let host: String
    private let address: PageAddress
    private let clients = PageClients()
    private let inbox = PageInbox()
    private var running: (server: HTTPServer, task: Task<Void, any Error>, address: String)?

    public init(host: String = "127.0.0.1") {
        self.host = host
        address = PageAddress(host)
    }

    deinit {
        _ = stopServing()
    }

    /// Readable while actions wait for the session: a prompt waiting for a key polls it too.
    public var wakeDescriptor: Int32 { inbox.wakeDescriptor }

    public var isServing: Bool { running != nil }

    /// How many pages are connected.
    public var clientCount: Int { clients.count }

    public func serve(port: Int?) throws(PageServiceError) -> String {
        if let running { return running.address }
        let socket = PageSocketHandler(clients: clients, inbox: inbox)
        let started = Started()
        // The page's origin names the port, known only once listening: the handler asks late.
        let handler = LateHandler(started: started)
        let server: HTTPServer
        do {
            server = address.isIPv6
                ? HTTPServer(address: try .inet6(ip6: address.bare, port: UInt16(port ?? 0)), timeout: 15, logger: .disabled, handler: handler)
                : HTTPServer(address: try .inet(ip4: address.bare, port: UInt16(port ?? 0)), timeout: 15, logger: .disabled, handler: handler)
        } catch {
            throw PageServiceError("cannot listen on '\(host)': an IPv4 or IPv6 address is needed")
        }
        let task = Task.detached { try await server.run() }
        let listening = DispatchSemaphore(value: 0)
        let address = address
        Task.detached {
            defer { listening.signal() }
            do {
                try await server.waitUntilListening(timeout: 5)
                let port: UInt16
                switch await server.listeningAddress {
                case .ip4(_, let listened)?, .ip6(_, let listened)?: port = listened
                default: return
                }
                started.set(PageHTTPHandler(origin: PageOrigin(address: address, port: Int(port)), socket: socket), port: Int(port))
            } catch {}
        }
        // A port that is taken ends the server at once: no need to wait out the timeout.
        Task.detached {
            if case .failure = await task.result { listening.signal() }
        }
        listening.wait()
        guard let port = started.port else {
            task.cancel()
            throw PageServiceError("cannot listen on \(host):\(port ?? 0): the port is taken or not allowed")
        }
        let url = "http://\(address.urlHost):\(port)"
        running = (server, task, url)
        return url
    }

    public func stopServing() -> Bool {
        guard let running else { return false }
        self.running = nil
        clients.closeAll()
        let server = running.server
        Task.detached { await server.stop(timeout: 1) }
        return true
    }

    public func sessionDidRun(_ session: Session) {
        guard running != nil else { return }
        clients.broadcast(snapshot: PageMessage.snapshot(session.pageSnapshot()))
    }

    /// Runs, on the session's thread, the actions the page sent since the last call, each as
    /// the entry it is at the prompt; `announce` is told each entry before it runs (the
    /// terminal shows it as if typed). A key goes to `press` (the presenter's, while it waits
    /// for one), which says whether it was taken. Returns how many ran.
    @discardableResult
    public func runPendingActions(
        in session: Session, options: Session.Options, announce: (String) -> Void = { _ in }, press: ((UInt8) -> Bool)? = nil
    ) -> Int {
        let actions = inbox.takeAll()
        for pending in actions {
            if case .key(let key) = pending.action {
                let taken = PageAction.keys[key].map { press?($0) ?? false } ?? false
                pending.reply(PageMessage.result(id: pending.id, ok: taken, entry: pending.action.entryText))
                continue
            }
            announce(pending.action.entryText)
            let succeeded = session.perform(pending.action, options: options)
            pending.reply(PageMessage.result(id: pending.id, ok: succeeded, entry: pending.action.entryText))
        }
        return actions.count
    }

    /// Waits up to `timeout` seconds for the page to send an action (the session has nothing
    /// else to wait for: a script has ended and the page is still served).
    public func waitForActions(timeout: Double) -> Bool {
        inbox.wait(timeout: timeout)
    }
}

/// The port, once listening, and the handler that needs it.
private final class Started: Sendable {
    private let state = Mutex<(handler: PageHTTPHandler?, port: Int?)>((nil, nil))

    func set(_ handler: PageHTTPHandler, port: Int) { state.withLock { $0 = (handler, port) } }
    var handler: PageHTTPHandler? { state.withLock { $0.handler } }
    var port: Int? { state.withLock { $0.port } }
}

/// Answers with the page's handler once it exists (a request cannot come before listening).
private struct LateHandler: HTTPHandler {
    let started: Started

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let handler = started.handler else { return HTTPResponse(statusCode: .serviceUnavailable) }
        return try await handler.handleRequest(request)
    }
}
