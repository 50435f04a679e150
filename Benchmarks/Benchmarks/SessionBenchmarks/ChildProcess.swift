import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct SessionBenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = "SessionBenchmarks: " + description }
}

/// A command to run as a child process: posix_spawn and waitpid, nothing else between the two
/// clock readings (Foundation's Process adds a run loop and a monitoring thread). Standard
/// input is /dev/null; standard output and error go to files, read after the run.
struct Command: Sendable {
    var executable: String
    var arguments: [String]
    /// The parent's environment without the benchmark harness's malloc interposers, which
    /// package-benchmark preloads (LD_PRELOAD) into the benchmark process and its children.
    var environment: [String]
    var outputPath: String
    var errorPath: String

    init(executable: String, arguments: [String], outputDirectory: String, name: String) {
        self.executable = executable
        self.arguments = arguments
        environment = ProcessInfo.processInfo.environment.compactMap { key, value in
            guard key == "LD_PRELOAD" || key == "DYLD_INSERT_LIBRARIES" else { return "\(key)=\(value)" }
            let kept = value.split(separator: ":").filter { !$0.contains("Interposer") }
            return kept.isEmpty ? nil : "\(key)=\(kept.joined(separator: ":"))"
        }
        outputPath = outputDirectory + "/\(name).stdout"
        errorPath = outputDirectory + "/\(name).stderr"
    }

    var commandLine: String { ([executable] + arguments).joined(separator: " ") }

    struct Outcome {
        /// The exit status, or nil when the child was killed by a signal.
        var status: Int32?
        /// The CPU time the child used, user and system, in microseconds (from `wait4`): on the
        /// shared machine it moves far less with the other work running than the wall clock.
        var cpuMicroseconds: Int
        /// The child's peak resident memory in kilobytes (`ru_maxrss` from `wait4`).
        var peakKilobytes: Int
        var signal: Int32
        var output: String
        var error: String
    }

    /// Starts the child and waits for it; `started` and `finished` run just before the spawn
    /// and just after the wait (the benchmark's start and stop of measurement).
    func run(started: () -> Void, finished: () -> Void) throws -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }

        var pid: pid_t = 0
        var waitStatus: Int32 = 0
        var usage = rusage()
        started()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        if spawned == 0 {
            while wait4(pid, &waitStatus, 0, &usage) == -1 && errno == EINTR {}
        }
        finished()
        guard spawned == 0 else {
            throw SessionBenchmarkError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }

        let signal = waitStatus & 0x7f
        let cpu = { (time: timeval) in Int(time.tv_sec) * 1_000_000 + Int(time.tv_usec) }
        return Outcome(
            status: signal == 0 ? (waitStatus >> 8) & 0xff : nil,
            cpuMicroseconds: cpu(usage.ru_utime) + cpu(usage.ru_stime),
            peakKilobytes: Int(usage.ru_maxrss),
            signal: signal,
            output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            error: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        )
    }
}

extension Command.Outcome {
    /// Checks that the run succeeded and printed `expected`; the error quotes what went wrong.
    func check(_ command: Command, expected: String) throws {
        /// The first lines, indented (package-benchmark ends a failure's reason at a blank line).
        func excerpt(_ text: String) -> String {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let shown = lines.prefix(12).map { "    " + $0 }.joined(separator: "\n")
            return lines.count > 12 ? shown + "\n    …" : shown
        }
        guard let status else {
            throw SessionBenchmarkError("`\(command.commandLine)` was killed by signal \(signal):\n\(excerpt(error))")
        }
        guard status == 0 else {
            throw SessionBenchmarkError("`\(command.commandLine)` exited with status \(status):\n\(excerpt(error))")
        }
        guard output == expected else {
            throw SessionBenchmarkError(
                "`\(command.commandLine)` printed \(output.prefix(200).debugDescription), expected \(expected.debugDescription)")
        }
    }
}

/// An executable found on PATH, as a shell would find it.
func executableOnPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}
