import Benchmark

/// The baseline: a minimal reactive store without dependency tracking. Every write re-evaluates
/// all N dependents (each a closure reading one element, as a binding `$items[i]` does) and
/// compares each with its cached value, collecting the ones that changed. It has no parsing,
/// checking or dynamic values, so the gap to the interpreter is the cost of not knowing who
/// depends on what.
final class EverythingStore {
    private(set) var storage: [Int]
    private var dependents: [(EverythingStore) -> Int]
    private var cache: [Int]
    private var changed: [Int] = []
    /// The next value written, 1 or 2, kept across samples as the interpreter's writes are.
    private var next = 1

    init(count: Int) {
        storage = Array(repeating: 0, count: count)
        dependents = (0..<count).map { index in { $0.storage[index] } }
        cache = storage
    }

    /// Writes `value` at `index`, then returns the indices of the dependents whose value changed.
    @inline(never)
    func write(_ value: Int, at index: Int) -> [Int] {
        storage[index] = value
        changed.removeAll(keepingCapacity: true)
        for dependent in dependents.indices {
            let now = dependents[dependent](self)
            if now != cache[dependent] {
                cache[dependent] = now
                changed.append(dependent)
            }
        }
        return changed
    }

    /// The interpreter's write (`items[7] = 1`, then `= 2`), over the benchmark's scaled iterations.
    func measureWrites(_ benchmark: Benchmark) {
        var changes = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            changes += write(next, at: 7).count
            next = 3 - next
        }
        benchmark.stopMeasurement()
        // Every write changes exactly one dependent: check, and keep the work observable.
        if changes != benchmark.scaledIterations.count {
            benchmark.error("PropagationBenchmarks: the baseline reported \(changes) changes for \(benchmark.scaledIterations.count) writes")
        }
        blackHole(changes)
    }
}
