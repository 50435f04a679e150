// @State var x gives three names: x (the value), $x (a Binding to it) and _x (the State itself).
@State var count = 0
print(count)
count += 1
count = count * 10
print(count)
print(type(of: count), type(of: $count), type(of: _count))
$count.wrappedValue += 5
print(count, $count.wrappedValue, _count.wrappedValue)
_count.wrappedValue = 100
print(count)
let binding = $count
binding.wrappedValue -= 1
print(count, binding.wrappedValue)
@State var person = sample.person
person.address.number += 1
print(person)
