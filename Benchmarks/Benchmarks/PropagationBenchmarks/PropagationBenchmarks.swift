import Benchmark
import Engine

/// Propagation of a leaf write to the session's dependents (issue figures), in-process through
/// the engine's `package` API (the engine's sources are compiled by this package, see
/// Package.swift). Scripts/lib/benchmark_ratios.py turns the medians into a table:
///
/// - "propagation: leaf write, N element bindings: interpreter": one prepared `items[7] = v`
///   (values alternate, so every write changes something) run as a top-level statement, its
///   reached dependents (the State `items` and `b7`) re-evaluated and compared; no report
///   text is formatted. N = 100, 10k, 100k bindings `let bI = $items[I]` on distinct elements.
///   Its custom metrics are from the session's set-up: the heap bytes each binding keeps as
///   declared (a quiet run leaves it unevaluated) and once evaluated (registered as a reader,
///   as it is after the first reported statement), and the milliseconds the N binding lines took.
/// - "propagation: reported leaf write, N element bindings: interpreter": the same write with
///   its report formatted (`items[7]: 1 → 2`, `b7: 1 → 2`) and written to a sink that drops
///   it, as `bindscope` does by default. N = 100, 100k: the report must not grow with N.
/// - "...: baseline": the same write in `EverythingStore`, which re-evaluates all N dependents.
/// - "...: interpreter, 2 watches": as the interpreter's at 10k, the write also reaching a
///   chain of two watches.
/// - "propagation: object write, N watches on distinct objects: interpreter": one prepared
///   `cells[7].value += 1` through a class reference, where `cells` holds N instances of
///   `final class Cell { var value = 0 }` and N watches `wK = cells[K].value` each read one
///   object's property; the write reaches `w7` alone (checked in the set-up). N = 100, 100k.
///   Its custom metrics are the watch lines' set-up: heap bytes per watch, milliseconds.
/// - "propagation: @Observable object write, N watches on distinct objects: interpreter": the
///   same with `@Observable final class Cell` (issue 13). "...: Observation" is Swift's own
///   Observation doing the same in the same run: N `@Observable` objects, each with a
///   `withObservationTracking` registration on its `value`; a write to one object's `value`
///   fires its one-shot `onChange`, and the registration is made again, as a dependent that
///   goes on following it must.
///
/// - "declaring: 100k element bindings: interpreter": the binding lines alone, timed without
///   counting allocations (see `declaringBenchmarks`).
///
/// Each benchmark runs in its own process, so each builds its own session in its set-up; at
/// 100k that takes 2 to 3 s on the 2-core machine (the set-up metrics say how long).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(2),
        maxIterations: 10_000
    )
    // A sample of 1,000 writes: one write (about a µs) is too close to the timer's own cost.
    let interpreter = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, setUpMilliseconds, bytesPerBinding, bytesPerEvaluatedBinding],
        scalingFactor: .kilo)
    for count in [100, 10_000, 100_000] {
        let name = "propagation: leaf write, \(label(count)) element bindings"
        Benchmark("\(name): interpreter", configuration: interpreter) { benchmark, session in
            session.measureWrites(benchmark)
        } setup: {
            try PreparedSession(bindings: count)
        }
        // A baseline write at 100k re-evaluates 100k closures (hundreds of µs): one per sample.
        let baseline = Benchmark.Configuration(scalingFactor: count >= 10_000 ? .one : .kilo)
        Benchmark("\(name): baseline", configuration: baseline) { benchmark, store in
            store.measureWrites(benchmark)
        } setup: {
            EverythingStore(count: count)
        }
    }
    for count in [100, 100_000] {
        Benchmark(
            "propagation: reported leaf write, \(label(count)) element bindings: interpreter", configuration: interpreter
        ) { benchmark, session in
            session.measureWrites(benchmark)
        } setup: {
            try PreparedSession(bindings: count, reports: true)
        }
    }
    let objects = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, watchSetUpMilliseconds, bytesPerWatch], scalingFactor: .kilo)
    for count in [100, 100_000] {
        Benchmark(
            "propagation: object write, \(label(count)) watches on distinct objects: interpreter",
            configuration: objects
        ) { benchmark, session in
            session.measureWrites(benchmark)
        } setup: {
            try PreparedObjectSession(watches: count)
        }
    }
    for count in [100, 100_000] {
        let name = "propagation: @Observable object write, \(label(count)) watches on distinct objects"
        Benchmark("\(name): interpreter", configuration: objects) { benchmark, session in
            session.measureWrites(benchmark)
        } setup: {
            try PreparedObjectSession(watches: count, observable: true)
        }
        Benchmark("\(name): Observation", configuration: Benchmark.Configuration(scalingFactor: .kilo)) { benchmark, cells in
            cells.measureWrites(benchmark)
        } setup: {
            ObservedCells(count: count)
        }
    }
    declaringBenchmarks()
    let count = 10_000
    Benchmark(
        "propagation: leaf write, \(label(count)) element bindings: interpreter, 2 watches",
        configuration: interpreter
    ) { benchmark, session in
        session.measureWrites(benchmark)
    } setup: {
        try PreparedSession(bindings: count, watches: true)
    }
}

/// "100", "10k", "100k": the names the ratio script looks for.
func label(_ count: Int) -> String {
    count >= 1_000 ? "\(count / 1_000)k" : "\(count)"
}
