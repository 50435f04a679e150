// arguments: --keep-going
// :help (the list), :help COMMAND, :states, and the prompt-only commands in a script.
@State var person = sample.person
let street = $person.address.street
:watch name = person.name
var count = 2
@Binding var later: Int
:states
:help
:help why
:help :watch
:help wach
:quit
