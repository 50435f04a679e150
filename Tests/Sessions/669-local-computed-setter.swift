// A computed variable with get and set inside a function, with compound assignment and a named setter parameter
struct Temperature { var kelvin: Double }
func demo() {
    var t = Temperature(kelvin: 273.15)
    var celsius: Double {
        get { t.kelvin - 273.15 }
        set(degrees) { t.kelvin = degrees + 273.15 }
    }
    print(celsius)
    celsius = 25
    print(t.kelvin)
    celsius += 5
    print(celsius, t.kelvin)
    celsius *= 2
    print(t.kelvin)
}
demo()
