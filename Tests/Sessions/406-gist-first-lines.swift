// The gist's first declarations, in a session with the sample loaded: its Address and Person win.
struct Address: CustomStringConvertible {
    var number: Int
    var street: String
    var description: String { "\(number), \(street)" }
}
struct Person {
    var name: String
    var address: Address
}
var personStorage = Person(name: "Olivier", address: Address(number: 13, street: "Playground Street"))
let personBinding = Binding(get: { personStorage }, set: { personStorage = $0 })
let streetBinding = Binding(get: { personBinding.wrappedValue.address.street }, set: { personBinding.wrappedValue.address.street = $0 })
print(personStorage)
streetBinding.wrappedValue = "Memory Lane"
print(personStorage)
@State var person = Person(name: "Bob", address: Address(number: 21, street: "Builder Street"))
let street = $person.address.street
person = Person(name: "Crusty", address: Address(number: 1, street: "WWDC Stage"))
street.wrappedValue = "Memory Lane"
print(person.address.street, person)
