// arguments: --echo
// Several writes in one statement: a line per changed part, in the order they were written,
// up to three; more than three are shown as one line at their deepest common path. A write
// that stored the value already there is not a change.
@State var s = sample
do { s.todos[2].done.toggle(); s.todos[0].done.toggle() }
for i in 0..<3 { s.todos[i].estimate += 1 }
for i in 0..<3 { s.todos[i].done = false }
do { s.todos[0].title = "A"; s.todos[1].title = "B"; s.todos[2].title = "C"; s.todos[0].id = 7 }
do { s.person.name = "Ada"; s.progress = 0.5; s.isOnline = false; s.role = .manager }
:why s
@State var grid = [[0, 0], [0, 0]]
do { grid[0][1] = 1; grid[1][0] = 2 }
