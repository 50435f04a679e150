// A static's value names Person and Address declared further down: the file's own types, not the module's of the same names
enum Storage {
    nonisolated(unsafe) static var person = Person(name: "Olivier", address: Address(number: 13, street: "Playground Street"))
}
struct Holder {
    var person = Person(name: "Ada", address: Address(number: 1, street: "Analytical Way"))
}
struct Address {
    var number: Int
    var street: String
}
struct Person {
    var name: String
    var address: Address
}
let stored: Person = Storage.person
print(stored)
let held: Person = Holder().person
print(held.address.street)
print(type(of: stored) == Person.self, type(of: sample.person) == SampleModel.Person.self)
