import Benchmark
import Engine

/// "declaring: 100k element bindings: interpreter": the time of the 100k binding lines
/// `let bI = $items[I]` themselves (issue 14: ≤ 0.3 s), in samples of one run each, each
/// into a new session holding `@State var items` of 100k elements (made before the sample
/// starts; freed after it ends).
///
/// The set-up of the write benchmarks times the same lines once, while counting every
/// allocation to measure the heap they keep, which adds its own cost to each allocation and
/// free; here nothing is counted, and several samples give a median rather than one figure.
func declaringBenchmarks() {
    let count = 100_000
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 1, scalingFactor: .one,
        maxDuration: .seconds(10), maxIterations: 10)
    Benchmark("declaring: \(label(count)) element bindings: interpreter", configuration: configuration) { benchmark in
        let bindings = bindingSource(count)
        let quiet = Session.Options(quiet: true)
        for _ in benchmark.scaledIterations {
            let (session, errors) = makeSession()
            guard session.run(stateSource(count), fileName: "state.swift", options: quiet) else {
                benchmark.error(errors.failure("the State failed").description)
                return
            }
            benchmark.startMeasurement()
            let declared = session.run(bindings, fileName: "bindings.swift", options: quiet)
            benchmark.stopMeasurement()
            guard declared else {
                benchmark.error(errors.failure("the bindings failed").description)
                return
            }
            // Freed here, after the sample.
            withExtendedLifetime(session) {}
        }
    }
}
