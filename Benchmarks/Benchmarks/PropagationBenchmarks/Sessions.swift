import Benchmark
import Engine
import MallocInterposerSwift

/// A session with `@State var items` of `bindings` elements and one binding per element, and
/// two prepared writes to element 7 with different values.
final class PreparedSession {
    let session: Session
    let errors: ErrorLog
    private let writes: [PreparedStatement]
    private let options: Session.Options
    /// The binding lines' set-up: milliseconds, and heap bytes kept per binding, as declared
    /// (a quiet run leaves them unevaluated) and once evaluated (registered as readers).
    private let setUp: (milliseconds: Int, bytesPerBinding: Int, bytesPerEvaluatedBinding: Int)

    /// With `reports`, each write's report is formatted and written (to a sink that drops it),
    /// as the command line does by default.
    init(bindings count: Int, watches: Bool = false, reports: Bool = false) throws {
        (session, errors) = makeSession()
        options = Session.Options(quiet: false, formatsReports: reports)
        let quiet = Session.Options(quiet: true)
        // The State first, so that its array is not counted as the bindings' memory.
        guard session.run(stateSource(count), fileName: "state.swift", options: quiet) else {
            throw errors.failure("the State failed")
        }
        let bindings = bindingSource(count)
        // package-benchmark counts allocations only while it measures, after this set-up.
        MallocInterposerSwift.hook()
        let before = HeapInUse.now()
        let start = ContinuousClock.now
        let declared = session.run(bindings, fileName: "bindings.swift", options: quiet)
        let elapsed = ContinuousClock.now - start
        // `run` has freed its syntax trees by now: what remains is what the bindings keep.
        let after = HeapInUse.now()
        // The first reported statement evaluates them (the quiet run left them stale): each
        // then also keeps what it is registered as reading, which the writes rely on.
        let evaluated = session.run("_ = 0\n", fileName: "refresh.swift", options: Session.Options(quiet: false, formatsReports: false))
        let afterEvaluation = HeapInUse.now()
        MallocInterposerSwift.unhook()
        guard declared, evaluated else { throw errors.failure("the set-up of \(count) bindings failed") }
        setUp = (
            Int(elapsed / .milliseconds(1)), (after.bytes - before.bytes) / count,
            (afterEvaluation.bytes - before.bytes) / count
        )
        // A chain: `doubled` reads items[7], `next` reads `doubled`; both change on every write.
        if watches {
            guard session.run(":watch doubled = items[7] * 2\n:watch next = doubled + 1\n", fileName: "watches.swift", options: quiet)
            else { throw errors.failure("the watches failed") }
        }
        writes = try [session.prepare("items[7] = 1"), session.prepare("items[7] = 2")]
    }

    /// The next write's index in `writes`: kept across samples, so that even a sample of one
    /// write changes the element.
    private var next = 0

    /// Runs the writes, alternating values, over the benchmark's scaled iterations.
    func measureWrites(_ benchmark: Benchmark) {
        var failed = false
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            failed = !session.run(writes[next], options: options) || failed
            next ^= 1
        }
        benchmark.stopMeasurement()
        if failed { benchmark.error(errors.failure("a write failed").description) }
        benchmark.measurement(setUpMilliseconds, setUp.milliseconds)
        benchmark.measurement(bytesPerBinding, setUp.bytesPerBinding)
        benchmark.measurement(bytesPerEvaluatedBinding, setUp.bytesPerEvaluatedBinding)
    }
}

let setUpMilliseconds = BenchmarkMetric.custom("set-up of the bindings (ms)", useScalingFactor: false)
let bytesPerBinding = BenchmarkMetric.custom("heap bytes per binding", useScalingFactor: false)
let bytesPerEvaluatedBinding = BenchmarkMetric.custom("heap bytes per binding, evaluated", useScalingFactor: false)

/// Bytes allocated and not yet freed, as the malloc interposer counts them: the sizes asked
/// for, without glibc's own 8 to 16 bytes per block.
struct HeapInUse {
    let bytes: Int

    static func now() -> HeapInUse {
        let statistics = MallocInterposerSwift.getStatistics()
        return HeapInUse(bytes: statistics.mallocBytesCount - statistics.freeBytesCount)
    }
}

func stateSource(_ count: Int) -> String {
    "@State var items = Array(repeating: 0, count: \(count))\n"
}

/// `let b0 = $items[0]` … one line per element.
func bindingSource(_ count: Int) -> String {
    var source = ""
    source.reserveCapacity(count * 28)
    for index in 0..<count { source += "let b\(index) = $items[\(index)]\n" }
    return source
}

/// A session without the sample model whose standard output is dropped (the writes echo
/// nothing, but set-up may) and whose errors are kept for the failure message.
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
        PreparationFailure(description: "PropagationBenchmarks: \(what): \(text)")
    }
}

struct PreparationFailure: Error, CustomStringConvertible {
    let description: String
}
