// Binding(get:set:) is a getter plus a setter: any storage the closures reach can be bound.
var storage = 42
let binding = Binding(get: { storage }, set: { storage = $0 })
print(binding.wrappedValue)
binding.wrappedValue = 37
print(storage)
storage = 1
print(binding.wrappedValue)
var log: [Int] = []
let logged = Binding<Int>(get: { log.last ?? 0 }, set: { newValue in log.append(newValue) })
logged.wrappedValue = 1
logged.wrappedValue += 10
print(log, logged.wrappedValue)
var person = sample.person
let street = Binding(get: { person.address.street }, set: { person.address.street = $0 })
street.wrappedValue = "Closure Street"
print(person)
print(type(of: street))
