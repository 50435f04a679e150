// onChange may write other observed properties: their own trackers run, inside it, before that write
import Observation
@Observable final class Pipeline: @unchecked Sendable {
    var input = 0
    var output = 0
    var runs = 0
}
let p = Pipeline()
withObservationTracking { _ = p.output } onChange: { print("output will change from \(p.output)") }
withObservationTracking { _ = p.input } onChange: {
    print("input will change from \(p.input)")
    p.output = p.input + 100
    p.runs += 1
}
p.input = 5
print(p.input, p.output, p.runs)
p.input = 6
print(p.input, p.output, p.runs)
