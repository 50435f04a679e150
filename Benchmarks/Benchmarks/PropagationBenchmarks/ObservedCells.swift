import Benchmark
import Observation

/// Swift's own Observation, for the figure beside the interpreter's `@Observable` write:
/// `count` observable cells, each tracked by one `withObservationTracking` registration (the
/// dependent of that cell alone). A write to one cell fires its one-shot `onChange`; the
/// registration is then made again, so each measured write finds the same set-up.
@Observable final class ObservedCell: @unchecked Sendable {
    var value = 0
}

final class ObservedCells: @unchecked Sendable {
    let cells: [ObservedCell]
    /// How many `onChange`s ran: each write must fire exactly one.
    private(set) var changes = 0

    init(count: Int) {
        cells = (0..<count).map { _ in ObservedCell() }
        for cell in cells { track(cell) }
    }

    private func track(_ cell: ObservedCell) {
        withObservationTracking {
            _ = cell.value
        } onChange: { [unowned self] in
            changes += 1
        }
    }

    func measureWrites(_ benchmark: Benchmark) {
        let cell = cells[7]
        let before = changes
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            cell.value += 1
            track(cell)
        }
        benchmark.stopMeasurement()
        let fired = changes - before
        if fired != benchmark.scaledIterations.count {
            benchmark.error("each write should fire one onChange; \(fired) fired for \(benchmark.scaledIterations.count) writes")
        }
    }
}
