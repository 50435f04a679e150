// Interpolation prints values as print does, except nothing is quoted at the top of a \(…) segment.
let person = sample.person
print("\(person.name) lives at \(person.address)")
print("Number \(person.address.number + 1) is next door")
print("Person: \(person)")
print("Nested \("quotes \("inside")") work")
print("Progress: \(sample.progress * 100)%")
print("Role: \(sample.role), nickname: \(sample.nickname ?? "none")")
print("Optional: \(String(describing: sample.nickname))")
print("Array: \([1, 2, 3]), names: \(["a", "b"])")
print("Bool \(sample.isOnline) and \(!sample.isOnline)")
var greeting = "Hello"
greeting += ", \(person.name)!"
print(greeting)
print("Todo \(sample.todos[0].id): \(sample.todos[0].title)")
