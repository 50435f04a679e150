// SampleModel.Person names the sample's type next to the session's own Person; both print unqualified.
struct Person: Equatable {
    var name: String
    var age: Int
}
let mine = Person(name: "Ada", age: 36)
let theirs: SampleModel.Person = sample.person
var everyone: [SampleModel.Person] = [theirs]
everyone.append(SampleModel.Person(name: "Bob", address: SampleModel.Address(number: 21, street: "Builder Street")))
print(mine, mine == Person(name: "Ada", age: 36))
print(everyone.map { $0.name })
debugPrint(everyone[1])
let maybe: SampleModel.Person? = everyone.last
print(maybe?.address.street ?? "none")
print(SampleModel.sample.person.name, SampleModel.Role.designer)
