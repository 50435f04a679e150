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
            measure(benchmark) { i in holder.value[middle].value = i }
            blackHole(holder)
        }
        Benchmark("element write \(count): Binding", configuration: .init(scalingFactor: .kilo)) {
            benchmark in
            let state = State(wrappedValue: rows(count))
            let cell = state.projectedValue[middle].value
            measure(benchmark) { i in cell.wrappedValue = i }
            blackHole(state.wrappedValue)
        }
        Benchmark(
            "element write \(count): Binding, observed", configuration: .init(scalingFactor: .kilo)
        ) { benchmark in
            let state = State(wrappedValue: rows(count))
            let cell = state.projectedValue[middle].value
            var changes = 0
            let observation = state.observe { _ in changes += 1 }
            measure(benchmark) { i in cell.wrappedValue = i }
            observation.cancel()
            blackHole(changes)
        }
        Benchmark("element write \(count): classic") { benchmark in
            let state = ClassicState(rows(count))
            let cell = state.binding.element(middle).map(\.value)
            measure(benchmark) { i in cell.wrappedValue = i }
            blackHole(state.value)
        }
    }
}
