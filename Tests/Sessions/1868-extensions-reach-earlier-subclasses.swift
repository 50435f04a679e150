// main.swift: What an extension adds to a class (methods, conformances, a protocol's defaults) reaches its subclasses declared before it
class Vehicle {
    init() {}
    func wheels() -> Int { 4 }
}
class Bike: Vehicle {
    override func wheels() -> Int { 2 }
}
final class Truck: Vehicle {}
extension Vehicle {
    func summary() -> String { "\(type(of: self)) with \(wheels()) wheels" }
}
print(Bike().summary(), "/", Truck().summary())
protocol Inspectable {}
extension Vehicle: Inspectable {}
func staticType<T>(_ value: T) -> T.Type { T.self }
extension Inspectable {
    func inspect() -> String { "inspected \(staticType(self))" }
}
print(Vehicle().inspect(), Bike().inspect(), Truck().inspect())
func describe<T: Inspectable>(_ item: T) -> String { item.inspect() }
print(describe(Bike()))
