// arguments: --echo
// A write into part of a large State names the part that changed, whatever the State's size:
// the report comes from what the statement wrote, not from printing the State twice.
@State var items: [Int] = []
// A write of the whole value shows the whole value, cut to the line.
items = Array(0..<100_000)
items[7] = 1
items[99_999] += 1
items[7] = 1
@State var s = sample
s.todos[1].done = true
s.person.address.street = "Main Street"
s.person.address = Address(number: 1, street: "Elm")
s.scores["Ada"] = 5
s.nickname = "Oli"
s.nickname!.append("vier")
:why s
s.todos = []
