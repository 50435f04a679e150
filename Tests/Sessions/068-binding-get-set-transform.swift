// A get/set pair can convert: this binding shows a Celsius state in Fahrenheit and writes back.
@State var celsius = 20.0
let fahrenheit = Binding(
    get: { celsius * 9 / 5 + 32 },
    set: { celsius = ($0 - 32) * 5 / 9 }
)
print(fahrenheit.wrappedValue)
fahrenheit.wrappedValue = 212
print(celsius)
celsius = -40
print(fahrenheit.wrappedValue)
@State var role = sample.role
let roleName = Binding<String>(
    get: { role.rawValue },
    set: { role = Role(rawValue: $0) ?? role }
)
roleName.wrappedValue = "manager"
print(role)
roleName.wrappedValue = "boss"
print(role, roleName.wrappedValue)
