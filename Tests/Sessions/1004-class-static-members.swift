// static constants and functions belong to the class itself; `class func` can be overridden, static cannot
class Temperature {
    static let freezing = 0.0
    static let boiling = 100.0
    var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    static func fromFahrenheit(_ f: Double) -> Temperature {
        Temperature(celsius: (f - 32) * 5 / 9)
    }
    class func unitName() -> String { "Celsius" }
    func isFrozen() -> Bool { celsius <= Temperature.freezing }
}
class KelvinTemperature: Temperature {
    override class func unitName() -> String { "Kelvin" }
}
print(Temperature.freezing, Temperature.boiling)
let t = Temperature.fromFahrenheit(212)
print(t.celsius, t.isFrozen())
print(Temperature.unitName(), KelvinTemperature.unitName())
let k: Temperature = KelvinTemperature(celsius: -5)
print(type(of: k).unitName(), k.isFrozen())
print(KelvinTemperature.boiling)
