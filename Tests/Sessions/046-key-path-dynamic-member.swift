// $x.member is subscript(dynamicMember:) with a key path; both spellings give the same Binding.
@State var person = sample.person
let viaMember = $person.address.street
let viaSubscript = $person[dynamicMember: \.address.street]
let stepwise = $person[dynamicMember: \.address][dynamicMember: \.street]
print(type(of: viaMember), type(of: viaSubscript), type(of: stepwise))
viaSubscript.wrappedValue = "Subscript Street"
print(person.address.street)
stepwise.wrappedValue += " North"
print(viaMember.wrappedValue)
let path: WritableKeyPath<Person, Int> = \.address.number
let numberBinding = $person[dynamicMember: path]
numberBinding.wrappedValue = 7
print(person)
