// Gist, example 2: a Binding to a compound value, then bindings to its parts. The gist's
// map(keyPath) is what subscript(dynamicMember:) does; $person.name is the sugar for it.
var personStorage = sample.person
@Binding var person: Person
_person = Binding(get: { personStorage }, set: { personStorage = $0 })
print(person.name)
print($person.wrappedValue.name)
let nameBinding = $person[dynamicMember: \.name]
nameBinding.wrappedValue = "Renamed"
print(personStorage.name)
print(person)
print(type(of: $person.name))
let streetNumber = $person.address.number
streetNumber.wrappedValue = 99
print(person)
print(personStorage.address)
