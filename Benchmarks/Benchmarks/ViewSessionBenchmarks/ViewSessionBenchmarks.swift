import Benchmark
import Engine

/// bindscope's own views (the interpreter's, fed to StateBindingUI's `ViewGraph`) against the
/// size of the tree, as `ViewBenchmarks` measures the compiled library's (issue 34, item 8), in
/// a session run in-process through the engine (compiled by this package, see Package.swift):
///
/// - "interpreted views: tap one row of N": `:tap` on the Button of row N/2 of a mounted
///   `RowList(count: N)`, a `List` of a `ForEach` of N `Row`s, each with a `@State` of its own;
///   the command is parsed, the action run, the one row's body run again and the update's
///   report formatted (written to a sink that drops it), as `bindscope` does by default.
///   N = 10, 10k: the tap must not grow with N (≤ 2×).
/// - "interpreted views: mount N rows": `:mount RowList(count: N)`, the tree drawn to the
///   same sink; the previous root is unmounted before the measurement. N = 10, 1k, 3k, 10k:
///   linear in N.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(2),
        maxIterations: 10_000
    )
    for rows in [10, 10_000] {
        Benchmark("interpreted views: tap one row of \(rows)") { benchmark, list in
            list.measureTaps(benchmark)
        } setup: {
            try MountedList(rows: rows)
        }
    }
    for rows in [10, 1_000, 3_000, 10_000] {
        Benchmark(
            "interpreted views: mount \(rows) rows",
            configuration: .init(maxIterations: rows >= 1_000 ? 10 : 1_000)
        ) { benchmark, list in
            list.measureMount(benchmark)
        } setup: {
            try MountedList(rows: rows, mounted: false)
        }
    }
}

/// The rows' source: the same views as `ViewBenchmarks`, in the session language.
let rowListSource = """
    struct Row: View {
        let number: Int
        @State private var taps = 0

        var body: some View {
            Button("row \\(number): \\(taps)") { taps += 1 }
        }
    }

    struct RowList: View {
        let count: Int

        var body: some View {
            List {
                ForEach(0..<count) { number in
                    Row(number: number)
                }
            }
        }
    }

    """

/// A session with `RowList` declared and, unless told otherwise, `RowList(count: rows)`
/// mounted and tapped once (the first update after a mount is left out).
final class MountedList {
    let session: Session
    let errors: ErrorLog
    let rows: Int
    private let options = Session.Options(quiet: false, formatsReports: true)
    /// How many times row `rows / 2` was tapped: its title says it.
    private var taps = 0

    init(rows: Int, mounted: Bool = true) throws {
        self.rows = rows
        (session, errors) = makeSession()
        guard session.run(rowListSource, fileName: "rows.swift", options: Session.Options(quiet: true)) else {
            throw errors.failure("the views failed")
        }
        if mounted {
            guard session.run(":mount RowList(count: \(rows))\n", fileName: "mount.swift", options: options) else {
                throw errors.failure("the mount failed")
            }
            guard tap() else { throw errors.failure("the first tap failed") }
        }
    }

    private func tap() -> Bool {
        defer { taps += 1 }
        return session.run(":tap \"row \(rows / 2): \(taps)\"\n", fileName: "tap.swift", options: options)
    }

    func measureTaps(_ benchmark: Benchmark) {
        var failed = false
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { failed = !tap() || failed }
        benchmark.stopMeasurement()
        if failed { benchmark.error(errors.failure("a tap failed").description) }
    }

    /// Whether `measureMount` left the list mounted.
    private var isMounted = false

    func measureMount(_ benchmark: Benchmark) {
        var failed = isMounted && !session.run(":unmount\n", fileName: "unmount.swift", options: Session.Options(quiet: true))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            failed = !session.run(":mount RowList(count: \(rows))\n", fileName: "mount.swift", options: options) || failed
        }
        benchmark.stopMeasurement()
        isMounted = true
        if failed { benchmark.error(errors.failure("a mount failed").description) }
    }
}

/// A session without the sample model whose standard output is dropped and whose errors are
/// kept for the failure message.
func makeSession() -> (Session, ErrorLog) {
    let errors = ErrorLog()
    let session = Session(
        loadSample: false,
        output: Session.Output(standardOutput: { _ in }, standardError: { errors.text += $0 }))
    return (session, errors)
}

final class ErrorLog {
    var text = ""

    func failure(_ what: String) -> PreparationFailure {
        PreparationFailure(description: "ViewSessionBenchmarks: \(what): \(text)")
    }
}

struct PreparationFailure: Error, CustomStringConvertible {
    let description: String
}
