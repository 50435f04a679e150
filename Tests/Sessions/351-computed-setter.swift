// Computed properties with `set`: `newValue`, a named parameter, and compound assignment.
struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    var kelvin: Double {
        get { celsius + 273.15 }
        set(degrees) { celsius = degrees - 273.15 }
    }
}
var temperature = Temperature(celsius: 0)
temperature.fahrenheit = 212
print(temperature.celsius)
temperature.kelvin = 0
print(temperature.celsius)
temperature.celsius = 10
temperature.fahrenheit += 9
print(temperature.celsius)
struct Name {
    var first: String
    var last: String
    var full: String {
        get { "\(first) \(last)" }
        set {
            let parts = newValue.split(separator: " ")
            first = String(parts[0])
            last = String(parts[1])
        }
    }
}
var name = Name(first: "Ada", last: "Lovelace")
name.full = "Grace Hopper"
print(name.first, name.last, name.full)
