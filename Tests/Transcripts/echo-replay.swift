// arguments: --echo
// A workshop script.
@State var person = sample.person
let street = $person.address.street

struct Box2 {
    var value: Int
}
street.wrappedValue = "Main Street"; print(person.address)
// the end
