// Reads are recorded per path: a watch of person.name is untouched by a write to
// person.address.street; a write to person.address reaches $person.address.street;
// replacing person reaches everything under it.
@State var person = sample.person
let street = $person.address.street
let address = $person.address
:watch name = person.name
:watch number = person.address.number
person.address.street = "Main Street"
person.name = "Ada"
person.address = Address(number: 1, street: "Oak")
street.wrappedValue = "Elm"
person = Person(name: "Grace", address: Address(number: 2, street: "Pine"))
// Writing through a binding derived from the whole address.
address.number.wrappedValue = 3
// A Binding(get:set:) is tracked through what its getter reads.
var reads = 0
let shout = Binding(get: { person.name.uppercased() }, set: { person.name = $0 })
person.address.number = 4
person.name = "Ada"
shout.wrappedValue = "Lin"
// Element bindings and dictionary entries are paths too.
@State var todos = sample.todos
let second = $todos[1].title
:watch doneCount = todos.filter { $0.done }.count
todos[0].title = "Sketch it"
todos[1].done = true
@State var scores = sample.scores
let ada = $scores["Ada"]
scores["Olivier"] = 4
scores["Ada"] = 1
