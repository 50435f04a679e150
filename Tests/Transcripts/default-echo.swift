// Without --quiet, each declaration and expression echoes its name, type and value.
let greeting = "Hello"
var count = 3
@State var person = sample.person
let street = $person.address.street
count + 1
person.name.uppercased()
print("printed output is not echoed")
street.wrappedValue = "Main Street"
person.address
[1.5, 2.0]
sample.todos.map { $0.title }
