// arguments: --keep-going --echo
// :graph draws who reads what as a tree, the way a write travels: States, bindings of
// bindings, watches reading several names, an object, a diamond. :graph NAME keeps only what
// a write to NAME reaches and what reaches NAME. Then the command's errors.
:graph
@State var person = sample.person
let address = $person.address
let street = address.street
:watch name = person.name
:watch greeting = "Hello, " + name
var punctuation = "!"
:watch shout = greeting.uppercased() + punctuation
class Counter { var count = 0 }
let counter = Counter()
:watch clicks = counter.count
@State var n = 1
:watch double = n * 2
:watch triple = n * 3
:watch total = double + triple
:watch summary = "\(total) for \(name)"
:graph
:graph greeting
:graph n
:graph punctuation
:graph
:graph totl
:graph sample
:graph --png graph.png
:graph --dot
:graph person name
:graph --dot a.dot --mermaid b.md
:graph --dot Tests/no-such-directory/graph.dot
:help graph
:grap
