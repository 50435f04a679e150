// arguments: --keep-going
// Unknown names, members and types, each with the nearest name Swift would suggest.
@State var person = sample.person
print(persn.name)
print(person.nme)
let address: Adress = person.address
print(person.address.streat)
let role: Role = .enginer
print(undefinedThing)
print($person.adress)
