// `class var` computed properties are overridable per subclass and reached through type(of:)
class Vehicle {
    class var wheels: Int { 4 }
    class var kind: String { "vehicle" }
    static var maker: String { "Generic Motors" }
    func summary() -> String {
        "\(Self.kind) with \(Self.wheels) wheels by \(Self.maker)"
    }
}
class Bicycle: Vehicle {
    override class var wheels: Int { 2 }
    override class var kind: String { "bicycle" }
}
class Tricycle: Bicycle {
    override class var wheels: Int { super.wheels + 1 }
}
print(Vehicle.wheels, Bicycle.wheels, Tricycle.wheels)
print(Tricycle.kind, Tricycle.maker)
let fleet: [Vehicle] = [Vehicle(), Bicycle(), Tricycle()]
for v in fleet {
    print(type(of: v).wheels, v.summary())
}
print(fleet.map { type(of: $0).wheels }.reduce(0, +))
