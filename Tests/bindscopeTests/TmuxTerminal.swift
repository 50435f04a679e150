import Foundation
import Testing

/// A real terminal for end-to-end tests: bindscope runs in a tmux pane on a private tmux
/// server, keys are sent as a person would type them, and the screen is read back.
/// `Scripts/test` installs tmux; without it, starting a terminal throws `MissingTool`.
/// A screen or the terminal settings that cannot be read are an issue recorded against the test
/// (once for each terminal), never an empty text a check for absence would pass on.
final class TmuxTerminal {
    private let socket = "bindscope-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    private let session = "repl"
    private var readFailed = false

    /// Starts `bindscope ARGUMENTS` with `environment` added; when it exits, the pane shows
    /// `EXIT=<status>` and stays open for reading.
    /// `width` columns wide (40 rows); without `COLUMNS` unless `environment` sets it, so the
    /// pane's own width is what bindscope sees.
    init(arguments: [String] = [], environment: [String: String], width: Int = 100) throws {
        _ = try requireTool("tmux", package: "tmux")
        let assignments = environment.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        // The shell survives signals libedit passes on to the whole process group (`trap`,
        // not an ignore, so bindscope itself starts with the default handlers).
        let command = "trap true TERM; env -u COLUMNS \(assignments) \(Self.quoted(BindscopeProcess.executable.path)) "
            + arguments.map(Self.quoted).joined(separator: " ") + "; echo EXIT=$?; sleep 600"
        // No pipes here: the tmux server this starts would inherit them and never close them.
        try Self.run(["tmux", "-L", socket, "new-session", "-d", "-s", session, "-x", "\(width)", "-y", "40", command], capturing: false)
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Sends tmux key names (`Enter`, `Up`, `C-c`, `C-d`) or literal text.
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", session] + keys)
    }

    /// Types `text` literally and presses Enter.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", session, "-l", text])
        try send("Enter")
    }

    var screen: String {
        read("the screen") { try tmux(["capture-pane", "-p", "-J", "-t", session, "-S", "-200"]) }
    }

    /// The screen once it shows `text`, to check what else it shows or does not: a check that
    /// something is absent passes on any screen without it, so it must look at one known to
    /// hold what it should. Records an issue when `text` does not appear.
    func screen(
        showing text: String, escapes: Bool = false, timeout: TimeInterval = 10,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var shown = ""
        repeat {
            shown = escapes ? screenWithEscapes : screen
            if shown.contains(text) { return shown }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        Issue.record("the screen does not show \(text.debugDescription); screen:\n\(shown)", sourceLocation: sourceLocation)
        return shown
    }

    /// The terminal settings of the pane, the words `stty -a` prints: `icanon` or `-icanon`,
    /// `echo` or `-echo`…, e.g. to see that raw mode was undone. Whole words, since `echoe`
    /// stays on when `echo` is off.
    var terminalSettings: Set<String> {
        let settings = read("the terminal settings") {
            let tty = try tmux(["display-message", "-p", "-t", session, "#{pane_tty}"])
                .trimmingCharacters(in: .whitespacesAndNewlines)
            return try Self.run(["sh", "-c", "stty -a < \(tty)"])
        }
        return Set(settings.split(whereSeparator: { $0.isWhitespace || $0 == ";" }).map(String.init))
    }

    /// What `body` reads from tmux; when it throws, "" and an issue, recorded once for this
    /// terminal (a wait polls the screen many times).
    private func read(_ what: String, _ body: () throws -> String) -> String {
        do {
            return try body()
        } catch {
            if !readFailed { Issue.record(error, "could not read \(what) of the tmux pane") }
            readFailed = true
            return ""
        }
    }

    /// Sends `signal` to the program running in the pane (the shell's child).
    func signalProgram(_ signal: String) throws {
        let shell = try tmux(["display-message", "-p", "-t", session, "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try Self.run(["pkill", "-\(signal)", "-P", shell], capturing: false)
    }

    /// The screen with its colour escapes (`ESC [ … m`) kept.
    var screenWithEscapes: String {
        read("the screen") { try tmux(["capture-pane", "-p", "-e", "-J", "-t", session, "-S", "-200"]) }
    }

    /// Ctrl-D once bindscope is reading at a prompt again. Typed while a statement still runs,
    /// the terminal is in cooked mode and takes it as its own end-of-file, which can be lost
    /// when the line editor switches back to raw mode (seen under load).
    func sendEndOfInput(timeout: TimeInterval = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            // tmux drops a line's trailing spaces: a prompt line ends in `>` or `...`.
            let lastLine = (screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) } ?? "")
                .trimmingCharacters(in: .whitespaces)
            if lastLine.hasSuffix(">") || lastLine.hasSuffix("...") { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        try send("C-d")
    }

    /// Waits until the screen contains `text` `count` times; returns whether it did.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if screen.components(separatedBy: text).count - 1 >= count { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Self.run(["tmux", "-L", socket] + arguments)
    }

    /// Runs a command and returns its standard output. posix_spawn and waitpid rather than
    /// Foundation's Process, which here never reaped the tmux client that starts the server;
    /// output goes through a file, since the server would inherit a pipe and keep it open.
    @discardableResult
    private static func run(_ arguments: [String], capturing: Bool = true) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("tmux-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, capturing ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // Test threads block signals, and a child inherits the mask: give tmux (and so the
        // REPL under test) a clean one, as a shell would.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw CommandFailed(arguments: arguments, outcome: "could not start: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        guard status == 0 else { throw CommandFailed(arguments: arguments, outcome: "wait status \(status)") }
        return capturing ? ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "") : ""
    }

    struct CommandFailed: Error, CustomStringConvertible {
        var arguments: [String]
        var outcome: String

        var description: String { "`\(arguments.joined(separator: " "))` failed: \(outcome)" }
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
