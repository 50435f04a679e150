// "Let's build @State": a plain stored property cannot change through a let view, but a @State
// can, because its setter is nonmutating and the value lives in a box the State points to.
struct PlainView {
    var text = "Hello, plain"
}
struct StatefulView {
    @State var text = "Hello, state"
    var body: String { "Text(\(text))" }
}
var plain = PlainView()
plain.text = "needs a var"
print(plain.text)
let stateful = StatefulView()
print(stateful.body)
let choices = ["hi", "hey", "howdy"]
for choice in choices {
    stateful.text = choice
    print(stateful.body)
}
print(stateful)
