// arguments: --color always --echo
// In colour the change stands out: the path to the changed part and the new value; the old
// value is dimmed.
@State var s = sample
s.todos[1].done = true
let b = $s.todos[1]
b.wrappedValue.title = "Wire it"
s.person = Person(name: "Ada", address: Address(number: 1, street: "Elm"))
// An element removed is dimmed, one inserted stands out; an index binding's note is muted.
s.todos.remove(at: 0)
s.todos.append(Todo(id: 4, title: "Celebrate the release"))
