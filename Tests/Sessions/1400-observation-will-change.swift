// withObservationTracking: onChange runs once, before the first write to what apply read, and sees the old value
import Observation
@Observable final class Counter: @unchecked Sendable {
    var count = 0
    var label = "clicks"
}
let counter = Counter()
let seen = withObservationTracking {
    counter.count
} onChange: {
    print("will change: count is still \(counter.count)")
}
print("apply returned \(seen)")
print("label write")
counter.label = "taps"
print("first count write")
counter.count = 1
print("after: \(counter.count)")
print("second count write")
counter.count = 2
print("after: \(counter.count)")
