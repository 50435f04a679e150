// arguments: --color always --echo
// In colour the change stands out: the path to the changed part and the new value; the old
// value is dimmed.
@State var s = sample
s.todos[1].done = true
let b = $s.todos[1]
b.wrappedValue.title = "Wire it"
s.person = Person(name: "Ada", address: Address(number: 1, street: "Elm"))
