// An assignment of an equal value (or the same object) notifies no one; an in-place change always does
import Observation
struct Point: Equatable {
    var x = 0
    var y = 0
}
@Observable final class Child: @unchecked Sendable {
    var value = 1
}
@Observable final class Model: @unchecked Sendable {
    var count = 0
    var point = Point()
    var pair = (1, 2)
    var child = Child()
    var name: String? = nil
}
let model = Model()
withObservationTracking { _ = model.count } onChange: { print("count changes from \(model.count)") }
print("count = 0")
model.count = 0
print("count += 0")
model.count += 0
withObservationTracking { _ = model.point } onChange: { print("point changes from \(model.point)") }
print("point = Point()")
model.point = Point()
print("point.x = 0")
model.point.x = 0
withObservationTracking { _ = model.pair } onChange: { print("pair changes from \(model.pair)") }
print("pair = (1, 2)")
model.pair = (1, 2)
withObservationTracking { _ = model.child } onChange: { print("child is replaced") }
print("child = child")
model.child = model.child
print("child.value = 5")
model.child.value = 5
print("child = Child()")
model.child = Child()
withObservationTracking { _ = model.name } onChange: { print("name changes from \(String(describing: model.name))") }
print("name = nil")
model.name = nil
print("name = \"a\"")
model.name = "a"
