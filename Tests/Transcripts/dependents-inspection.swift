// arguments: --keep-going
// :deps NAME (what it read, as paths), :dependents NAME (what reads it), :why NAME (which
// statement and which write last changed it), :unwatch NAME; and their errors.
@State var person = sample.person
let street = $person.address.street
:watch name = person.name
:watch greeting = "Hello, " + name
var punctuation = "!"
:watch shout = greeting.uppercased() + punctuation
:deps street
:deps greeting
:deps shout
:deps person
:dependents person
:dependents name
:dependents street
:dependents punctuation
:why street
person.address.street = "Main Street"
:why street
:why person
person.name = "Ada"
:why shout
punctuation = "?"
:why shout
:unwatch name
:unwatch shout
:deps shout
:why nmae
:deps nothing
:unwatch street
:dependents nobody
:set loud
:set verbose maybe
:deps
:watch name = person.nmae
:watch street = 1
:watch void = print("x")
:watch projection = $person
:wach x = 1
:frobnicate
name = "x"
