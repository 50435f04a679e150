// arguments: --keep-going
// What a binding variable follows (issue 14 item 3 keeps a `let` binding from registering as a
// reader of its own variable): a `let` given its binding where declared, one assigned later,
// a `var` given another binding, a binding with a transaction, and what inspection shows.
@State var items = [10, 20, 30]
let first = $items[0]
let later: Binding<Int>
later = $items[1]
var moving = $items[2]
let animated = $items[0].animation(.easeIn)
let plain = $items[1].transaction(Transaction())
items[0] = 11
items[1] = 21
moving = $items[0]
items[0] = 12
items[2] = 31
first.wrappedValue = 13
animated.wrappedValue = 14
print(animated.transaction.animation == nil, plain.transaction.animation == nil)
:watch sum = first.wrappedValue + later.wrappedValue
items[1] = 22
:deps first
:deps later
:deps moving
:deps sum
:dependents items
:dependents first
:dependents moving
:why first
:why moving
:why later
:graph
