// A State owns a value; a binding derived by a path reads and writes one part of it.
@State var person = sample.person
let street = $person.address.street
street.wrappedValue = "Main Street"
// A watch follows an expression; :why says what last changed it.
:watch label = "\(person.address.number), \(person.address.street)"
person.address.number += 1
:why label
