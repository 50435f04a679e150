// Binding.constant(v) always reads v; writes through it are silently ignored.
let fixed = Binding.constant(5)
print(fixed.wrappedValue)
fixed.wrappedValue = 10
print(fixed.wrappedValue)
fixed.wrappedValue += 1
print(fixed.wrappedValue)
let person: Binding<Person> = .constant(sample.person)
person.name.wrappedValue = "Ada"
person.address.number.wrappedValue = 99
print(person.wrappedValue)
print(type(of: person.address))
@Binding var role: Role
_role = .constant(.designer)
role = .manager
print(role)
