// A subclass's willSet/didSet on an inherited @Observable property run around the tracked setter
import Observation
@Observable class Gauge: @unchecked Sendable {
    var level = 0
}
final class LoggingGauge: Gauge, @unchecked Sendable {
    override var level: Int {
        willSet { print("willSet \(level) -> \(newValue)") }
        didSet { print("didSet \(oldValue) -> \(level)") }
    }
}
let gauge = LoggingGauge()
withObservationTracking { _ = gauge.level } onChange: { print("onChange sees \(gauge.level)") }
gauge.level = 3
print("same value")
withObservationTracking { _ = gauge.level } onChange: { print("onChange again, \(gauge.level)") }
gauge.level = 3
print("in place")
gauge.level += 2
print(gauge.level)
