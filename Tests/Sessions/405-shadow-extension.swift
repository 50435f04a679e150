// An extension of a shadowed name extends the session's type, not the sample's.
struct Address {
    var city: String
}
extension Address: CustomStringConvertible {
    var description: String { "in \(city)" }
}
extension Address {
    var shout: String { city.uppercased() }
}
let here = Address(city: "Paris")
print(here, here.shout)
print([here])
print(sample.person.address)
