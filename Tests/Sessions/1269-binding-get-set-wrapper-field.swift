// Binding(get:set:) passed to a struct's @Binding field, and a transforming binding
final class Model {
    var celsius = 20.0
}
let model = Model()
struct Thermometer {
    @Binding var degrees: Double
    func warm() { degrees += 5 }
}
let celsius = Binding(get: { model.celsius }, set: { model.celsius = $0 })
let fahrenheit = Binding<Double>(
    get: { model.celsius * 9 / 5 + 32 },
    set: { model.celsius = ($0 - 32) * 5 / 9 }
)
let a = Thermometer(degrees: celsius)
a.warm()
print(model.celsius, fahrenheit.wrappedValue)
let b = Thermometer(degrees: fahrenheit)
b.warm()
print(model.celsius, b.degrees)
b.degrees = 212
print(model.celsius, a.degrees)
