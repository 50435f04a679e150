import ArgumentParser
import BindscopeServer
import BindscopeSession
import Foundation

/// The projector page's wiring: the session's page service, started by `--serve`, and the
/// session's thread running what the page asks between the terminal's own input.
struct PageWiring {
    let server: PageServer
    let terminal: Terminal
    /// The keys pressed in the page while the presenter waited, for its key reader.
    let keys = PageKeys()

    /// Whether `host` is this machine's loopback address, which only this machine reaches.
    static func isLoopback(_ host: String) -> Bool { PageAddress(host).isLoopback }

    static let networkWarning =
        "warning: the page is served beyond this machine: anyone on that network can open it and drive this session"

    /// Starts serving for `--serve PORT` (0: a free one), saying where on standard error.
    func start(port: Int) throws {
        do {
            let address = try server.serve(port: port == 0 ? nil : port)
            terminal.writeError("serving on \(address)\n")
        } catch {
            terminal.writeError("error: \(error.message)\n")
            throw ExitCode(2)
        }
    }

    /// Runs what the page sent, each entry shown as if typed, with the prompt's options.
    /// With `takesKeys` (the presenter is waiting for a key) the page's keys are kept for it;
    /// otherwise they are refused: only a presentation steps.
    func runPendingActions(_ session: Session, options: Session.Options, takesKeys: Bool = false) {
        server.runPendingActions(in: session, options: options, announce: { entry in
            terminal.write((terminal.isAtLineStart ? "" : "\n") + "(page) \(entry)\n")
            terminal.isAtLineStart = true
        }, press: takesKeys ? { keys.press($0); return true } : nil)
        terminal.flush()
    }

    /// After a script, while the page is served: its actions run until the process is ended
    /// (Ctrl-C), so the audience can go on clicking once the script is over.
    func serveUntilEnded(_ session: Session, options: Session.Options) {
        terminal.writeError("the script has ended; the page is still served (Ctrl-C ends it)\n")
        terminal.flush()
        while server.isServing, !session.hasQuit {
            if server.waitForActions(timeout: 0.5) { runPendingActions(session, options: options) }
        }
    }
}

/// Keys pressed in the page, in order, until the presenter's key reader takes them. Only the
/// session's thread touches it (actions run there).
final class PageKeys {
    private var pending: [UInt8] = []

    func press(_ key: UInt8) { pending.append(key) }

    func take() -> UInt8? { pending.isEmpty ? nil : pending.removeFirst() }
}
