import Benchmark
import StateBindingUI

/// The cost of views follows the change (issue 34, item 8): a tap that changes one row's
/// state in a ForEach of 10k rows costs about what it does with 10 rows, and mounting 10k
/// rows costs about 1,000 times mounting 10.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(2),
        maxIterations: 100_000
    )
    for rows in [10, 10_000] {
        Benchmark("views: tap one row of \(rows)", configuration: .init(scalingFactor: .kilo)) { benchmark in
            let host = ViewHost(RowList(count: rows))
            // A first tap outside the measurement: it releases the mount's report (a body
            // run per row), which is the mount's cost, not the tap's.
            host.tap("row \(rows / 2): 0")
            var taps = 1
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                // Each tap changes the row's title, so the next tap names the new one.
                host.tap("row \(rows / 2): \(taps)")
                taps += 1
            }
            benchmark.stopMeasurement()
        }
        Benchmark("views: mount \(rows) rows", configuration: .init(maxIterations: rows > 1000 ? 20 : 10_000)) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(ViewHost(RowList(count: rows)))
            }
        }
    }
}

struct Row: View {
    let number: Int
    @State private var taps = 0

    var body: some View {
        Button("row \(number): \(taps)") { taps += 1 }
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
