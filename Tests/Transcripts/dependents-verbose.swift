// `:set verbose` also lists the dependents that were re-evaluated but did not change.
@State var person = sample.person
:watch long = person.name.count > 5
:watch name = person.name
let street = $person.address.street
:set verbose
person.name = "Olivia"
person.name = "Olivia"
street.wrappedValue = "Main Street"
:set verbose off
person.name = "Oscar"
person.name = "Oscar"
