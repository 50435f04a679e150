// :graph draws who reads what, the way a write travels.
@State var person = sample.person
let address = $person.address
let street = address.street
:watch name = person.name
var punctuation = "!"
:watch greeting = "Hello, " + name + punctuation
:graph
