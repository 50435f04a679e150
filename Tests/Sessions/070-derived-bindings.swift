// Bindings to parts of a value: $person.address.street is a Binding<String> into the person.
@State var person = sample.person
let address = $person.address
let street = $person.address.street
let number = address.number
print(type(of: address), type(of: street), type(of: number))
street.wrappedValue = "Derived Street"
number.wrappedValue += 10
print(person)
print(address.wrappedValue)
@State var model = sample
let note = $model.todos[1].note
let estimate = $model.todos[2].estimate
note.wrappedValue = nil
estimate.wrappedValue = 8
print(model.todos[1], model.todos[2].estimate)
let expression = $model.expression.nonSpecialProp
expression.wrappedValue = 0
print(model.expression)
