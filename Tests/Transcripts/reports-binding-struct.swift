// arguments: --echo
// A binding is named by its own name; a binding to a struct names the part that changed
// below it. A small value (old and new fit the line) is shown whole.
@State var s = sample
let done = $s.todos[1].done
done.wrappedValue = true
let todo = $s.todos[1]
todo.wrappedValue.title = "Wire it"
todo.note.wrappedValue = nil
let address = $s.person.address
address.number.wrappedValue = 14
todo.wrappedValue = Todo(id: 9, title: "Rest")
