import Benchmark

/// Times `operation` over the benchmark's iterations, leaving out the set-up before and the
/// tear-down after (releasing a 100k-element array would otherwise dominate). Not inlined, so
/// every variant pays the same closure call, and the optimiser cannot fold a loop of direct
/// writes into a single store.
@inline(never)
func measure(_ benchmark: Benchmark, _ operation: (Int) -> Void) {
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations { operation(iteration) }
    benchmark.stopMeasurement()
}
