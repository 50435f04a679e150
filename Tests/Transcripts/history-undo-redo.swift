// arguments: --echo --keep-going
// :history, :log, :undo, :redo and :goto: undo is exact (States, bindings, watches, objects,
// declared names), and each move reports what changed back.
:redo
@State var todos = sample.todos
:watch open = todos.filter { !$0.done }.count
let second = $todos[1]
final class Counter { var count = 0 }
let counter = Counter()
print("before the write")
:states
second.done.wrappedValue = true
counter.count += 5
:history
:log
// Back over the last two writes: everything as it was before them.
:undo 2
:states
:why open
// A look does not drop what can be redone; a new change does.
:history 2
:redo
// An entry that only looks is no undo step: :undo takes back the change before it with it.
counter.count
:undo
:undo 99
:undo zero
// :goto moves to the state after an entry, back or forward.
:goto 2
:goto 99
:goto
:goto 5
second.done.wrappedValue.toggle()
:redo
:log
:goto 0
:states
:log
