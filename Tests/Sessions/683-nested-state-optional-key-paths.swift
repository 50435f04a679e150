// Bindings into nested state with arrays and optionals; key paths through optional chains (\.address?.city)
struct Address { var street: String; var city: String }
struct Person { var name: String; var address: Address?; var tags: [String] }
@State var people = [Person(name: "Lee", address: Address(street: "1 Main", city: "Oslo"), tags: ["a"]), Person(name: "Max", address: nil, tags: [])]
let lee = $people[0]
let tags = lee.tags
tags.wrappedValue.append("b")
lee.name.wrappedValue = "Lee Ann"
print(people[0].name, people[0].tags)
people[1].address = Address(street: "2 Side", city: "Bergen")
print(people.compactMap(\.address?.city))
people[0].address?.city = "Trondheim"
print(people[0].address!)
print(lee.wrappedValue.address?.city ?? "?")
for person in $people {
    person.tags.wrappedValue.append("all")
}
print(people.map(\.tags))
let city = \Person.address?.city
print(people[1][keyPath: city] as Any, people.map(\.address?.city))
print(Dictionary(grouping: people, by: \.address?.city).keys.count)
