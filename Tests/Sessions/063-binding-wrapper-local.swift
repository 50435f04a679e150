// @Binding var b: T declares a Binding without a value; assigning _b connects it to a source.
@State var volume = 3
@Binding var level: Int
_level = $volume
print(level)
level += 2
print(volume, level)
volume = 0
print(level)
print(type(of: level), type(of: _level), type(of: $level))
@Binding var street: String
_street = .constant("Fixed Street")
print(street)
@State var person = sample.person
_street = $person.address.street
street = "Bound Street"
print(person.address)
