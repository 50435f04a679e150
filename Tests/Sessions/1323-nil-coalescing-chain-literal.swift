// ?? with a literal where the result goes to Any: a nil optional chain keeps the literal's own type (0, not 0.0)
class Sensor {
    var celsius: Double = 21.5
    var count: Int = 3
}
struct Box { var weight: Double = 2.5 }
let none: Sensor? = nil
let some: Sensor? = Sensor()
let box: Box? = nil
let reading: Double? = nil
print(none?.celsius ?? 0, some?.celsius ?? 0)
print(box?.weight ?? 0, (none?.celsius) ?? -1)
print(reading ?? 0, Double("warm") ?? 0)
print(none?.celsius ?? 0.0, none?.count ?? 0.5)
let value = none?.celsius ?? 0
print(value, "\(none?.celsius ?? 0)")
let anything: Any = none?.celsius ?? 7
print(anything)
debugPrint(none?.celsius ?? 0)
