// Static methods and static constants, used from outside and from inside the type.
struct Temperature {
    static let freezing = 0.0
    var celsius: Double
    static func fromFahrenheit(_ degrees: Double) -> Temperature {
        Temperature(celsius: (degrees - 32) * 5 / 9)
    }
    static func isFreezing(_ value: Double) -> Bool { value <= freezing }
    func isFreezing() -> Bool { Temperature.isFreezing(celsius) }
}
let boiling = Temperature.fromFahrenheit(212)
print(boiling.celsius)
print(Temperature.isFreezing(-4), boiling.isFreezing())
print(Temperature(celsius: -1).isFreezing())
