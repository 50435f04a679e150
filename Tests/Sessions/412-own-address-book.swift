// An address book of the session's own Person and Address, next to the sample's, with element bindings.
struct Address {
    var city: String
    var zip: String
}
struct Person {
    var name: String
    var address: Address
    var nickname: String?
}
@State var people = [
    Person(name: "Ada", address: Address(city: "London", zip: "N1")),
    Person(name: "Grace", address: Address(city: "Arlington", zip: "22201"), nickname: "Amazing"),
]
let adaCity = $people[0].address.city
adaCity.wrappedValue = "Cambridge"
people.append(Person(name: "Olivier", address: Address(city: "Paris", zip: "75001")))
print(people.map { $0.address.city })
print(people.compactMap { $0.nickname })
let theirs = sample.person
print(theirs.name, theirs.address.street)
var mixed: [String] = people.map { $0.name }
mixed.append(SampleModel.sample.person.name)
print(mixed.joined(separator: ", "))
if let grace = people.first(where: { $0.name == "Grace" }) {
    debugPrint(grace.address)
}
