import Benchmark
import Foundation

/// The session language's figures (issue requirements), measured on the real release
/// `bindscope` binary as a process, each run checked for its output:
///
/// - "session statements": 200k lines of depth-3 writes with `--quiet`, against CPython
///   compiling and running the same lines in the same run;
/// - "session start-up": an empty session (the sample model loads by default), against an
///   empty Python program;
/// - "session model": a 1k-cell and a 1M-cell model, built, then written 100k times by a loop
///   in the session; the cost of a write is (build + writes − build) / 100k.
/// - "session loop NAME": the evaluator's speed, a loop, a model written in a loop, recursive
///   calls and a mutating method, each beside the equivalent CPython program (LoopPrograms.swift).
///
/// `Scripts/benchmark` builds bindscope and passes its path in BINDSCOPE_BINARY, then turns the
/// medians into statements/s, milliseconds and ns per write (Scripts/lib/benchmark_ratios.py).
let benchmarks: @Sendable () -> Void = {
    // Each iteration is a whole process run (up to a few seconds for CPython), so a few
    // iterations per benchmark keep the suite near a minute.
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, childCPU, childPeakMemory],
        timeUnits: .microseconds,
        warmupIterations: 1,
        maxDuration: .seconds(6),
        maxIterations: 5
    )
    let startUp = Benchmark.Configuration(warmupIterations: 3, maxDuration: .seconds(2), maxIterations: 40)
    let statements = Benchmark.Configuration(maxDuration: .seconds(8), maxIterations: 5)

    benchmark("session statements \(SessionFiles.statementCount): bindscope", statements, \.statements, bindscope)
    benchmark("session statements \(SessionFiles.statementCount): CPython", statements, \.statementsPython, python)
    // Ten times as long: the peak memory must stay where the 200k lines' is (issue 14).
    benchmark(
        "session statements \(SessionFiles.longStatementCount): bindscope",
        .init(warmupIterations: 0, maxDuration: .seconds(20), maxIterations: 3), \.longStatements, bindscope)
    benchmark("session start-up: bindscope", startUp, \.empty, bindscope)
    benchmark("session start-up: CPython", startUp, \.emptyPython, python)
    let writes = "\(SessionFiles.loopWrites / 1_000)k writes"
    benchmark("session model 1k cells: build", .init(), \.smallBuild, bindscope)
    benchmark("session model 1k cells: build + \(writes)", .init(), \.smallWrites, bindscope)
    benchmark("session model 1M cells: build", .init(), \.largeBuild, bindscope)
    benchmark("session model 1M cells: build + \(writes)", .init(), \.largeWrites, bindscope)

    // The evaluator against CPython on the same programs (LoopPrograms.swift). A program the
    // session language cannot run yet (it needs `func`) runs only under CPython; the table
    // names what is missing.
    let loops = Benchmark.Configuration(maxDuration: .seconds(10), maxIterations: 5)
    for loop in LoopProgram.all {
        let name = loop.name
        if loop.needs.map({ bindscopeSupports($0.probe) }) ?? true {
            benchmark("session loop \(name): bindscope", loops, { $0.loops[name]!.session }, bindscope)
        }
        benchmark("session loop \(name): CPython", loops, { $0.loops[name]!.python }, python)
    }
}

/// Whether the bindscope binary runs `probe` (a session using one construct) without an error.
/// Asked once while the benchmarks are registered; false also when there is no binary, so the
/// benchmark that would fail for that reason is left out quietly.
func bindscopeSupports(_ probe: String) -> Bool {
    guard let binary = ProcessInfo.processInfo.environment["BINDSCOPE_BINARY"], !binary.isEmpty,
        FileManager.default.isExecutableFile(atPath: binary)
    else { return false }
    let directory = FileManager.default.temporaryDirectory.path
    let path = directory + "/bindscope-probe-\(getpid()).swift"
    guard (try? probe.write(toFile: path, atomically: false, encoding: .utf8)) != nil else { return false }
    let command = Command(
        executable: binary, arguments: ["--quiet", "--no-sample", path], outputDirectory: directory,
        name: "bindscope-probe-\(getpid())")
    defer {
        for file in [path, command.outputPath, command.errorPath] { try? FileManager.default.removeItem(atPath: file) }
    }
    return (try? command.run(started: {}, finished: {}))?.status == 0
}

/// The CPU time (user + system) of the measured process, in microseconds.
let childCPU = BenchmarkMetric.custom("child CPU µs", useScalingFactor: false)

/// The measured process's peak resident memory, in kilobytes (`ru_maxrss`).
let childPeakMemory = BenchmarkMetric.custom("child peak memory KB", polarity: .prefersSmaller, useScalingFactor: false)

/// The session files, generated on first use by the first benchmark that runs.
let sessionFiles = Result { try SessionFiles.generate() }

/// `bindscope --quiet FILE`, the binary from BINDSCOPE_BINARY.
func bindscope(_ program: Program, _ directory: String) throws -> Command {
    guard let binary = ProcessInfo.processInfo.environment["BINDSCOPE_BINARY"], !binary.isEmpty else {
        throw SessionBenchmarkError("""
            BINDSCOPE_BINARY is not set. Run Scripts/benchmark, which builds the release bindscope \
            and sets it; or build it (swift build -c release --product bindscope at the package root) \
            and set BINDSCOPE_BINARY to its path (swift build -c release --show-bin-path)/bindscope.
            """)
    }
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        throw SessionBenchmarkError("BINDSCOPE_BINARY is '\(binary)', which is not an executable file.")
    }
    return Command(executable: binary, arguments: ["--quiet", program.path], outputDirectory: directory, name: "bindscope")
}

/// CPython compiling and running FILE (`python3 -c`, so no cached bytecode is used).
func python(_ program: Program, _ directory: String) throws -> Command {
    let source = "import sys; path = sys.argv[1]; exec(compile(open(path).read(), path, 'exec'))"
    return Command(
        executable: try pythonExecutable.get(), arguments: ["-c", source, program.path],
        outputDirectory: directory, name: "python3")
}

/// The interpreter `python3` on PATH runs, asked once (not timed): PATH may hold a launcher
/// such as a pyenv shim, a shell script that would add its own start-up to every run.
let pythonExecutable = Result { () throws -> String in
    guard let python3 = executableOnPath("python3") else {
        throw SessionBenchmarkError("python3 is not on PATH; the CPython baseline needs it.")
    }
    let directory = FileManager.default.temporaryDirectory.path
    let command = Command(
        executable: python3, arguments: ["-c", "import sys; print(sys.executable)"],
        outputDirectory: directory, name: "python3-executable-\(getpid())")
    let outcome = try command.run(started: {}, finished: {})
    try? FileManager.default.removeItem(atPath: command.outputPath)
    try? FileManager.default.removeItem(atPath: command.errorPath)
    let executable = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
    guard outcome.status == 0, FileManager.default.isExecutableFile(atPath: executable) else {
        throw SessionBenchmarkError("`\(python3) -c 'import sys; print(sys.executable)'` did not name an executable: \(outcome.output)\(outcome.error)")
    }
    return executable
}

/// One benchmark: runs `command` on the program, timing the process from spawn to exit, and
/// checks its status and output every time (a failure ends the benchmark with the reason).
func benchmark(
    _ name: String,
    _ configuration: Benchmark.Configuration,
    _ program: @escaping @Sendable (SessionFiles) -> Program,
    _ makeCommand: @escaping @Sendable (Program, String) throws -> Command
) {
    Benchmark(name, configuration: configuration) { benchmark in
        do {
            let files = try sessionFiles.get()
            let program = program(files)
            let command = try makeCommand(program, (program.path as NSString).deletingLastPathComponent)
            let outcome = try command.run(started: benchmark.startMeasurement, finished: benchmark.stopMeasurement)
            try outcome.check(command, expected: program.expectedOutput)
            benchmark.measurement(childCPU, outcome.cpuMicroseconds)
            benchmark.measurement(childPeakMemory, outcome.peakKilobytes)
        } catch {
            temporaryDirectory.keepAtExit()
            benchmark.error("\(error)")
        }
    }
}
