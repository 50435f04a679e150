// A subclass of an @Observable class inherits its tracked properties; its own are not tracked
import Observation
@Observable class Shape: @unchecked Sendable {
    var name = "shape"
    var sides = 0
    func describe() -> String { "\(name) with \(sides) sides" }
}
final class Polygon: Shape, @unchecked Sendable {
    var color = "red"
}
let shape: Shape = Polygon()
let polygon = shape as! Polygon
let text = withObservationTracking { shape.describe() } onChange: { print("description will change: \(shape.describe())") }
print(text)
withObservationTracking { _ = polygon.color } onChange: { print("color fired") }
polygon.color = "blue"
print("sides")
polygon.sides = 4
print(shape.describe(), polygon.color)
