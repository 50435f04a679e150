// arguments: --echo
// environment: COLUMNS=40
// With COLUMNS=40 a report line is cut to 40 columns with …, never wrapped: a long value
// shows its start, or the region around the first difference when that is further right.
@State var s = sample
s.todos[1].title = "Wire every binding of the sample model"
s.person = Person(name: "Ada Lovelace", address: Address(number: 1, street: "Elm"))
:set report value
s.progress = 0.5
@State var words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
words[6] = "ETA"
