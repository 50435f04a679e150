import Benchmark
import Engine
import MallocInterposerSwift

/// A session with `count` instances of `final class Cell { var value = 0 }` in `let cells`, one
/// watch per instance (`:watch wK = cells[K].value`), and the prepared write
/// `cells[7].value += 1`: a write through a class reference that reaches exactly one of the
/// `count` dependents, `w7`, each of which reads one property of its own object.
///
/// The session language has no loops of commands, so the watches are `count` command lines, as
/// the element bindings are `count` declaration lines (`bindingSource`). A watch is the
/// cheapest dependent of an object's property: a binding to it needs `Binding(get:set:)`, and
/// a variable holding an instance (`let cK = cells[K]`) is followed as it prints, which reads
/// every property (and a `description` getter to print the value at all).
final class PreparedObjectSession {
    let session: Session
    let errors: ErrorLog
    private let write: PreparedStatement
    /// What the session prints, kept only while `checkReach` asks for it.
    private let printed: Capture
    private let options = Session.Options(quiet: false, formatsReports: false)
    /// The watch lines' set-up: milliseconds, and heap bytes kept per watch.
    private let setUp: (milliseconds: Int, bytesPerWatch: Int)

    /// `observable`: the class is `@Observable` (issue 13), so the write also goes through
    /// Observation's per-property tracking.
    init(watches count: Int, observable: Bool = false) throws {
        let errors = ErrorLog(), printed = Capture()
        self.errors = errors
        self.printed = printed
        session = Session(
            loadSample: false,
            output: Session.Output(standardOutput: { printed.keep($0) }, standardError: { errors.text += $0 }))
        let quiet = Session.Options(quiet: true)
        // The objects first, so that they are not counted as the watches' memory.
        guard session.run(objectSource(count, observable: observable), fileName: "cells.swift", options: quiet) else {
            throw errors.failure("the objects failed")
        }
        let watches = objectWatchSource(count)
        MallocInterposerSwift.hook()
        let before = HeapInUse.now()
        let start = ContinuousClock.now
        let declared = session.run(watches, fileName: "watches.swift", options: quiet)
        let elapsed = ContinuousClock.now - start
        let after = HeapInUse.now()
        MallocInterposerSwift.unhook()
        guard declared else { throw errors.failure("the set-up of \(count) watches failed") }
        setUp = (Int(elapsed / .milliseconds(1)), (after.bytes - before.bytes) / count)
        write = try session.prepare("cells[7].value += 1")
        try checkReach()
    }

    /// One write with its report formatted: it must change `w7` alone. (The measured writes
    /// then go on from 1; each changes `w7` as this one did.)
    private func checkReach() throws {
        printed.isKeeping = true
        defer { printed.isKeeping = false }
        guard session.run(write, options: Session.Options(quiet: false)) else { throw errors.failure("the first write failed") }
        let lines = printed.text.split(separator: "\n").map { String($0.drop(while: \.isWhitespace)) }
        guard lines == ["w7: 0 → 1"] else {
            throw errors.failure("the write should change w7 alone; it reported: \(printed.text)")
        }
    }

    /// Runs the write over the benchmark's scaled iterations.
    func measureWrites(_ benchmark: Benchmark) {
        var failed = false
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            failed = !session.run(write, options: options) || failed
        }
        benchmark.stopMeasurement()
        if failed { benchmark.error(errors.failure("a write failed").description) }
        benchmark.measurement(watchSetUpMilliseconds, setUp.milliseconds)
        benchmark.measurement(bytesPerWatch, setUp.bytesPerWatch)
    }
}

let watchSetUpMilliseconds = BenchmarkMetric.custom("set-up of the watches (ms)", useScalingFactor: false)
let bytesPerWatch = BenchmarkMetric.custom("heap bytes per watch", useScalingFactor: false)

func objectSource(_ count: Int, observable: Bool = false) -> String {
    (observable ? "import Observation\n@Observable " : "")
        + "final class Cell { var value = 0 }\nlet cells = (0..<\(count)).map { _ in Cell() }\n"
}

/// `:watch w0 = cells[0].value` … one line per object.
func objectWatchSource(_ count: Int) -> String {
    var source = ""
    source.reserveCapacity(count * 36)
    for index in 0..<count { source += ":watch w\(index) = cells[\(index)].value\n" }
    return source
}

/// Standard output, dropped unless asked for.
final class Capture {
    var isKeeping = false
    var text = ""

    func keep(_ output: String) {
        if isKeeping { text += output }
    }
}
