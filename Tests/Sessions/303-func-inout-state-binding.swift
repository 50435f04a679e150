// `&state` and `&binding.wrappedValue` pass a State's value and a binding's target as inout.
func increment(_ value: inout Int, by amount: Int = 1) {
    value += amount
}
@State var count = 0
increment(&count)
increment(&count, by: 10)
print(count)
let binding = $count
increment(&binding.wrappedValue, by: 100)
print(count, binding.wrappedValue)
@State var person = sample.person
func rename(_ name: inout String) {
    name = name.uppercased()
}
rename(&person.name)
print(person.name)
rename(&$person.address.street.wrappedValue)
print(person.address.street)
