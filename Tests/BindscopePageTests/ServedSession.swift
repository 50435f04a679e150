import BindscopeServer
import BindscopeSession
import Foundation
import Synchronization

/// A session on a thread of its own, as bindscope runs one, serving the page on a free
/// loopback port: the test hands it entries as a person at the prompt would, and the
/// thread runs those and the page's actions, one at a time. Stopped by `stop`.
final class ServedSession: Sendable {
    private let entries = Mutex<[(text: String, isScript: Bool, done: DispatchSemaphore)]>([])
    private let output = Mutex("")
    private let running = Mutex(true)
    private let started = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)
    private let address = Mutex<String?>(nil)
    private let entryArrived = DispatchSemaphore(value: 0)

    /// The page's port.
    var port: Int { Int(url.split(separator: ":").last ?? "") ?? 0 }
    var url: String { address.withLock { $0 } ?? "" }
    /// What the session wrote, standard output and error together.
    var written: String { output.withLock { $0 } }

    init() throws {
        let thread = Thread { [self] in runSession() }
        thread.stackSize = 1 << 26
        thread.start()
        started.wait()
        if url.isEmpty { throw WebSocketClient.Failure("the page was not served") }
    }

    /// Starts one; waiting for the server to listen needs Swift's cooperative threads, so
    /// the test's own waits off them.
    static func start() async throws -> ServedSession {
        try await offPool { try ServedSession() }
    }

    /// Runs `text` as an entry at the prompt and waits for it.
    func submit(_ text: String) {
        run(text, isScript: false)
    }

    /// Runs `text` as `bindscope FILE` runs a script, and waits for it.
    func runScript(_ text: String) {
        run(text, isScript: true)
    }

    private func run(_ text: String, isScript: Bool) {
        let done = DispatchSemaphore(value: 0)
        entries.withLock { $0.append((text, isScript, done)) }
        entryArrived.signal()
        done.wait()
    }

    func stop() {
        running.withLock { $0 = false }
        entryArrived.signal()
        stopped.wait()
    }

    private func runSession() {
        let write: (String) -> Void = { [self] text in output.withLock { $0 += text } }
        let session = Session(loadSample: false, output: Session.Output(standardOutput: write, standardError: write))
        let server = PageServer()
        session.pageService = server
        address.withLock { $0 = try? server.serve(port: nil) }
        started.signal()
        var options = Session.Options(keepGoing: true)
        options.isInteractive = true
        while running.withLock({ $0 }) {
            // Whichever comes first: an entry from the test, or an action from the page.
            _ = entryArrived.wait(timeout: .now() + 0.02)
            let waiting = entries.withLock { taken in
                defer { taken = [] }
                return taken
            }
            for (text, isScript, done) in waiting {
                if isScript {
                    var scriptOptions = Session.Options(keepGoing: true)
                    scriptOptions.hoistsTypeDeclarations = true
                    scriptOptions.keepsRunning = true
                    _ = session.run(text, fileName: "lesson.swift", options: scriptOptions)
                } else {
                    _ = session.submit(text, fileName: Session.entryName(session.nextEntryNumber), options: options)
                }
                done.signal()
            }
            server.runPendingActions(in: session, options: options)
        }
        _ = server.stopServing()
        stopped.signal()
    }
}
