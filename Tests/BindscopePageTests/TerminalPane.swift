import Foundation
import Testing

/// bindscope at a real terminal: a tmux pane on a private tmux server, keys sent as typed, the
/// screen read back (a smaller cousin of bindscopeTests' `TmuxTerminal`, for the prompt's side
/// of the page). Without tmux it records an issue and throws.
final class TerminalPane: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let socket = "bindscope-page-\(getpid())-\(UUID().uuidString.prefix(8))"

    init(arguments: [String]) throws {
        let quoted = ([BrowserTests.bindscope] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let command = "env -u COLUMNS " + quoted.joined(separator: " ") + "; echo EXIT=$?; sleep 600"
        guard let tmux = Self.tmuxPath else {
            Issue.record("tmux is not installed (Scripts/test installs the tmux package)")
            throw Failure(description: "no tmux")
        }
        try Self.run([tmux, "-L", socket, "new-session", "-d", "-s", "page", "-x", "100", "-y", "40", command])
    }

    deinit { try? Self.run([Self.tmuxPath ?? "tmux", "-L", socket, "kill-server"]) }

    static var tmuxPath: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/tmux" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Literal text, without Enter.
    func type(_ text: String) throws { try tmux(["send-keys", "-t", "page", "-l", text]) }

    /// tmux key names: `Enter`, `C-d`.
    func press(_ key: String) throws { try tmux(["send-keys", "-t", "page", key]) }

    var screen: String { (try? tmux(["capture-pane", "-p", "-J", "-t", "page", "-S", "-200"])) ?? "" }

    /// The screen once `pattern` matches it (its first capture), or nil after `timeout` seconds.
    func wait(for pattern: Regex<(Substring, Substring)>, timeout: Double = 15) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let match = screen.firstMatch(of: pattern) { return String(match.1) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    func wait(forText text: String, timeout: Double = 15) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if screen.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Self.run([Self.tmuxPath ?? "tmux", "-L", socket] + arguments)
    }

    /// posix_spawn with an empty signal mask (a test thread's blocked signals would pass to
    /// tmux and the REPL under it); output through a file, which the tmux server that the
    /// first call starts does not keep open as it would a pipe.
    @discardableResult
    private static func run(_ arguments: [String]) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw Failure(description: "cannot start \(arguments[0])") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        guard status == 0 else { throw Failure(description: "\(arguments.joined(separator: " ")) failed") }
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }
}
