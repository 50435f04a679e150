// Printing a Binding or a State shows its type and current value.
@State var count = 3
@State var person = sample.person
print($count)
print(_count)
print($person.name)
print($person.address)
print(String(describing: $count))
debugPrint($person.name)
print([$count])
print(Binding.constant(sample.role))
print(State(initialValue: sample.nickname))
