// The diamond: c reads a and b, which both read x. After `x = 5`, a and b are evaluated
// first, then c once, from their new values. Equal writes change nothing; a loop, an `if`,
// `withAnimation` and `withTransaction` are one statement, so one report with final values.
@State var x = 1
:watch a = x + 1
:watch b = x * 2
:watch c = a + b
x = 5
x = 5
x = 4 + 1
for i in 1...3 { x += i }
if x > 10 { x = 10; x -= 1 }
withAnimation { x = 2; x = 3 }
withTransaction(Transaction(animation: .default)) { x += 1 }
// Back to the value it had: the statement wrote, but nothing changed.
for _ in 0..<2 { x = 7; x = 4 }
// Ties: dependents reached by the same write are reported in creation order.
@State var y = 0
:watch z = y + x
:watch first = y - 1
y = 1
print("c is", c)
