// arguments: --echo
// :reset starts a new session state in a script too, and a new history: nothing to undo.
@State var count = 1
count += 1
:history
:reset
:history
:undo
print(sample.person.name)
