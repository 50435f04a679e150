// arguments: --echo --keep-going
// :set report value shows whole values, as before paths (still cut to 80 columns);
// :set report path goes back to naming the part. Anything else is an error.
@State var person = sample.person
let street = $person.address.street
:set report value
street.wrappedValue = "Main Street"
@State var todos = sample.todos
todos[1].done = true
:set report path
todos[1].done = false
:set report
:set report paths
:set report path value
:help set
