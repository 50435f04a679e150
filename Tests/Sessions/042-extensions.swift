// Extensions add computed properties and conformances to existing types.
struct Temperature {
    var celsius: Double
}
extension Temperature {
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
}
extension Temperature: CustomStringConvertible {
    var description: String { "\(celsius)°C" }
}
extension Person: CustomStringConvertible {
    public var description: String { "\(name) at \(address)" }
}
extension Role {
    var isLead: Bool { self == .manager }
}
let today = Temperature(celsius: 21.5)
print(today, today.fahrenheit)
print([today])
print(sample.person)
print([sample.person])
print(sample.role.isLead, Role.manager.isLead)
