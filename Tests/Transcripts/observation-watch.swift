// arguments: --echo
// An @Observable object's properties as :watch dependents: each reports when what it read changes, after onChange's output
import Observation
@Observable final class Counter: @unchecked Sendable {
    var count = 0
    var label = "clicks"
    var summary: String { "\(count) \(label)" }
}
let counter = Counter()
:watch summary = counter.summary
:watch double = counter.count * 2
withObservationTracking { _ = counter.count } onChange: { print("will change from \(counter.count)") }
counter.count = 1
counter.label = "taps"
counter.count = 1
counter.count += 1
:watch label = counter.label
counter.count = 5
counter.label = "clicks"
