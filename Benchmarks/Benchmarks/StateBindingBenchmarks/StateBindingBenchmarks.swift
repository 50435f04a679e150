import Benchmark
import StateBinding

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000
    )
    depthBenchmarks()
    elementBenchmarks()
}
