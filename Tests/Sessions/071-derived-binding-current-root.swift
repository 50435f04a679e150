// A derived binding reads and writes through the current root: replace the whole value, then
// write through an older $person.address.street, and the new person changes.
@State var person = sample.person
let street = $person.address.street
print(street.wrappedValue)
person = Person(name: "Ada", address: Address(number: 1, street: "Analytical Row"))
print(street.wrappedValue)
street.wrappedValue = "Engine Lane"
print(person)
@State var model = sample
let firstTitle = $model.todos[0].title
model.todos = [Todo(id: 7, title: "Replacement")]
firstTitle.wrappedValue += " (edited)"
print(model.todos)
