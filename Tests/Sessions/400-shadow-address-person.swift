// A session's own Address and Person shadow the sample model's; sample.person keeps the sample's types.
struct Address: CustomStringConvertible {
    var number: Int
    var street: String
    var description: String { "\(number), \(street)" }
}
struct Person {
    var name: String
    var address: Address
}
@State var person = Person(name: "Olivier", address: Address(number: 13, street: "Playground Street"))
let street = $person.address.street
street.wrappedValue = "Memory Lane"
print(person)
print(person.address)
print(sample.person)
debugPrint(person)
debugPrint(sample.person)
print(type(of: person), type(of: sample.person))
