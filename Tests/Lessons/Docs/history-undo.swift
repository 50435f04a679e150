// Every entry that succeeded is kept; :undo takes back the last one that changed something.
@State var person = sample.person
let street = $person.address.street
street.wrappedValue = "Main Street"
print(person.address)
person.name = "Ada"
:history
:log
:undo
:goto 2
:redo
