import Foundation

/// Runs the built `bindscope` binary, as a user would, and captures what it prints.
struct BindscopeProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// The signal that ended the process, when one did: a Swift trap ends it with SIGILL
        /// (SIGTRAP on arm64); nil when it exited. `status` is then the signal's number.
        var signal: Int32? = nil

        /// How bindscope crashed, when it did: ended by a signal, or standard error holding
        /// what Swift's runtime prints for a trap (`FILE:LINE: Fatal error: …`, `Precondition
        /// failed`, `Could not cast value of type …`, the backtracer's `*** Program crashed:
        /// … ***`). bindscope's own report of a trap in the program it runs is no crash: it
        /// names the statement first (`<stdin>:3:5: error: Fatal error: …`).
        var crash: String? {
            if let signal { return "ended by signal \(signal)" }
            let trap = standardError.split(separator: "\n").first { line in
                line.hasPrefix("*** Program crashed: ") || line.hasPrefix("*** Signal ")
                    || line.hasPrefix("Could not cast value of type ")
                    || line.contains(#/^(\S+:\d+: )?(Fatal error|Precondition failed|Assertion failed)\b/#)
            }
            return trap.map { "Swift trapped: \($0)" }
        }
    }

    /// The binary SwiftPM built beside this test bundle.
    static var executable: URL {
        let bundleDirectory = Bundle.main.bundleURL.deletingLastPathComponent()
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("bindscope"),
            bundleDirectory.appendingPathComponent("bindscope"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? candidates[0]
    }

    /// Runs bindscope with `arguments` and `input` on its standard input, in
    /// `currentDirectory` when given, and waits for it to exit. Standard output and standard
    /// error are read at the same time, so a child filling one pipe never blocks on it while
    /// the other is being read.
    /// `environment` is added to this process's, which loses `COLUMNS` first: what bindscope
    /// wraps must not depend on the terminal the tests were started from.
    static func run(
        _ arguments: [String], input: String = "", currentDirectory: URL? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var inherited = ProcessInfo.processInfo.environment
        inherited["COLUMNS"] = nil
        process.environment = inherited.merging(environment) { $1 }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let output = PipeDrain(stdout), errors = PipeDrain(stderr)
        // Nothing to write, no write: a child that exits without reading stdin cannot SIGPIPE us.
        if !input.isEmpty { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let outputData = output.wait(), errorData = errors.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self),
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
    }
}

/// Reads a pipe to its end on a thread of its own; `wait()` returns everything read.
private final class PipeDrain: @unchecked Sendable {
    // Written once by the reading thread before `done` is signalled, read only after it.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
