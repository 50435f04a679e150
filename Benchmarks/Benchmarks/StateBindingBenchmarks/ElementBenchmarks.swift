import Benchmark
import StateBinding

/// Writing one field of one element of an array of 1k, 10k and 100k structs: in place, through
/// this library's element binding, and through the classic closure design (which copies the
/// array on every write).
func elementBenchmarks() {
    for count in [1_000, 10_000, 100_000] {
        let middle = count / 2
        Benchmark("element write \(count): direct", configuration: .init(scalingFactor: .kilo)) {
            benchmark in
            let holder = Holder(rows(count))
            let write = elementWriter(index: middle)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { write(holder, i) }
            benchmark.stopMeasurement()
            blackHole(holder)
        }
        Benchmark("element write \(count): Binding", configuration: .init(scalingFactor: .kilo)) {
            benchmark in
            let state = State(wrappedValue: rows(count))
            let cell = state.projectedValue[middle].value
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { cell.wrappedValue = i }
            benchmark.stopMeasurement()
            blackHole(state.wrappedValue)
        }
        Benchmark(
            "element write \(count): Binding, observed", configuration: .init(scalingFactor: .kilo)
        ) { benchmark in
            let state = State(wrappedValue: rows(count))
            let cell = state.projectedValue[middle].value
            var changes = 0
            let observation = state.observe { _ in changes += 1 }
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { cell.wrappedValue = i }
            benchmark.stopMeasurement()
            observation.cancel()
            blackHole(changes)
        }
        Benchmark("element write \(count): classic") { benchmark in
            let state = ClassicState(rows(count))
            let cell = state.binding.element(middle).map(\.value)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { cell.wrappedValue = i }
            benchmark.stopMeasurement()
            blackHole(state.value)
        }
    }
}

/// A direct element write behind a closure call, as the depth benchmarks' direct writes: without
/// it the optimiser folds the loop into one store.
@inline(never)
private func elementWriter(index: Int) -> (Holder<[Row]>, Int) -> Void {
    { holder, value in holder.value[index].value = value }
}
