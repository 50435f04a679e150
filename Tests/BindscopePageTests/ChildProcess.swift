import Foundation
import Synchronization

/// A program the tests start and end themselves (bindscope serving, Chromium, Firefox), whose
/// output is collected as it comes, so a test can wait for a line.
final class ChildProcess: Sendable {
    private let process: Process
    private let output = CollectedText()
    private let errors = CollectedText()

    init(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        self.process = process
        for (pipe, text) in [(stdout, output), (stderr, errors)] {
            pipe.fileHandleForReading.readabilityHandler = { handle in
                let data = handle.availableData
                text.append(String(decoding: data, as: UTF8.self))
            }
        }
        try process.run()
    }

    var standardOutput: String { output.text }
    var standardError: String { errors.text }

    /// The first match of `pattern` in standard error (or output), waiting up to `timeout` seconds.
    func wait(for pattern: Regex<(Substring, Substring)>, inErrors: Bool = true, timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let text = inErrors ? standardError : standardOutput
            if let match = text.firstMatch(of: pattern) { return String(match.1) }
            if !process.isRunning { return nil }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// Waits up to `timeout` seconds for standard output to hold `text`.
    func waitForOutput(containing text: String, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if standardOutput.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Waits up to `timeout` seconds for the program to end by itself; whether it has.
    func waitForExit(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return !process.isRunning
    }

    /// Ctrl-C, as a person ends it; then SIGKILL. Not SIGTERM: a child of a test inherits the
    /// signal mask of the thread that started it, where SIGTERM may be blocked.
    func stop() {
        if process.isRunning { process.interrupt() }
        let deadline = Date().addingTimeInterval(3)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}

/// Text a pipe's reader appends to while a test reads it.
private final class CollectedText: Sendable {
    private let collected = Mutex("")

    func append(_ more: String) { collected.withLock { $0 += more } }
    var text: String { collected.withLock { $0 } }
}
