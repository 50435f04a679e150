// arguments: --quiet
// --quiet writes only what the session prints.
@State var person = sample.person
let name = $person.name
name.wrappedValue = "Ann"
person.name
print(person)
debugPrint(person.name, terminator: "!\n")
