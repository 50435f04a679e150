// Gist, example 3: @State owns the storage, so no separate storage variable is needed.
// $person is a Binding (the State's projectedValue), not a State.
@State var person = Person(name: "Grace", address: Address(number: 7, street: "Compiler Court"))
print(person)
print(type(of: _person), type(of: $person))
let streetBinding: Binding<String> = $person.address.street
person = Person(name: "Linus", address: Address(number: 1, street: "Kernel Road"))
// The binding was derived before the whole person was replaced, yet it writes into the new one.
streetBinding.wrappedValue = "Patch Alley"
print(person)
print(streetBinding.wrappedValue)
