// deinit: a subclass's deinit runs first, then its superclass's, with self still the subclass instance; stored properties go after
class Part {
    let label: String
    init(_ label: String) { self.label = label }
    deinit { print("part \(label) gone") }
}
class Vehicle {
    let wheels = Part("wheels")
    func kind() -> String { "vehicle" }
    deinit { print("Vehicle deinit, kind \(kind())") }
}
class Car: Vehicle {
    let engine = Part("engine")
    override func kind() -> String { "car" }
    deinit { print("Car deinit") }
}
class SportsCar: Car {
    override func kind() -> String { "sports car" }
}
var car: Car? = Car()
car = nil
print("---")
var fast: Vehicle? = SportsCar()
fast = nil
print("done")
