// onChange is an autoclosure: the handler is made after apply runs, and only when apply read a tracked property
import Observation
@Observable final class Meter: @unchecked Sendable {
    var reading = 0
}
func makeHandler(_ tag: String) -> @Sendable () -> Void {
    print("making handler \(tag)")
    return { print("handler \(tag)") }
}
let meter = Meter()
withObservationTracking({ print("apply a"); _ = meter.reading }, onChange: makeHandler("a"))
print("between")
meter.reading = 1
withObservationTracking({ print("apply b reads nothing tracked") }, onChange: makeHandler("b"))
meter.reading = 2
let handler: @Sendable () -> Void = { print("stored handler") }
let value = withObservationTracking({ meter.reading * 2 }, onChange: handler)
print(value)
meter.reading = 3
