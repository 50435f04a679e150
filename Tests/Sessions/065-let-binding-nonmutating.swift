// A Binding's setter is nonmutating, so a let binding can be written through.
@State var person = sample.person
let name = $person.name
name.wrappedValue = "Ada"
print(person.name)
let address = $person.address
address.wrappedValue.number = 1
address.number.wrappedValue += 1
print(person.address)
struct Form {
    let field: Binding<String>
}
let form = Form(field: $person.address.street)
form.field.wrappedValue = "Immutable Road"
print(person)
