// arguments: --echo
// :undo, :redo and :goto report as a write does: each part of a name that changed back, at its
// deepest path, found by comparing the name's value in the two states (struct fields, array
// elements, dictionary entries, optionals, objects' stored properties). A value whose old and
// new fit the line is shown whole; past three parts, their deepest common path.
@State var s = sample
let second = $s.todos[1]
s.todos[1].done = true
s.person.address.street = "Main Street"
s.scores["Ada"] = 5
s.scores["Zoe"] = 1
s.nickname = "Oli"
:undo
:undo
:undo
:redo 2
// Several entries at once: one line per part, up to three; past three, the common path (here
// the whole State).
:goto 2
:goto 3
:redo
// Four parts of one Todo: their common path, whole.
s.todos[2].title = "Ship it today"
s.todos[2].done = true
s.todos[2].estimate = 3
s.todos[2].note = "at last"
:undo 4
:redo 4
// An object prints as its class's name: its stored properties are compared, as deep as a few
// objects, and the part that changed is named.
final class Node { var value = 1; var next: Node? = nil }
let head = Node()
head.next = Node()
head.next!.value = 42
:undo
:undo
:redo 2
// A name declared or gone is `undeclared` on that side, as before.
var plain = [1: "one"]
plain[2] = "two"
:undo
:undo
// `:set report value` shows whole values, as it does for a write.
:set report value
head.next!.value = 7
:undo
