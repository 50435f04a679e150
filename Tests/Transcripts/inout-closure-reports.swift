// Writes through a closure's inout parameter to a State's path are reported like any write,
// and undone when the statement fails.
struct Lens<Root, Value> {
    let get: (Root) -> Value
    let set: (inout Root, Value) -> Void
}
@State var person = sample.person
let street = $person.address.street
let name = Lens<Person, String>(get: { $0.name }, set: { root, value in root.name = value })
name.set(&person, "Ann")
let rename: (inout Person, String) -> Void = { root, value in
    root.name = value
    let parts = value.split(separator: " ")
    root.address.street = String(parts[1])
}
rename(&person, "Bo Elm")
rename(&person, "Cy")
print(person)
let shout: (inout String) -> Void = { $0 = $0.uppercased() }
shout(&street.wrappedValue)
