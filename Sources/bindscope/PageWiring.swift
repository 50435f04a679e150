import ArgumentParser
import BindscopeServer
import BindscopeSession
import Foundation

/// The projector page's wiring: the session's page service, started by `--serve`, and the
/// session's thread running what the page asks between the terminal's own input.
struct PageWiring {
    let server: PageServer
    let terminal: Terminal

    /// Whether `host` is this machine's loopback address, which only this machine reaches.
    static func isLoopback(_ host: String) -> Bool { host.hasPrefix("127.") }

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
    func runPendingActions(_ session: Session, options: Session.Options) {
        server.runPendingActions(in: session, options: options) { entry in
            terminal.write((terminal.isAtLineStart ? "" : "\n") + "(page) \(entry)\n")
            terminal.isAtLineStart = true
        }
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
