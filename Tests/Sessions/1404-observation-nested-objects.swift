// Nested observables: each object's properties are tracked on their own
import Observation
@Observable final class Address: @unchecked Sendable {
    var city = "Lyon"
    var zip = "69001"
}
@Observable final class Person: @unchecked Sendable {
    var name = "Ada"
    var address = Address()
}
let person = Person()
withObservationTracking { _ = person.address.city } onChange: { print("city path will change: \(person.address.city)") }
print("zip")
person.address.zip = "69002"
print("city")
person.address.city = "Paris"
print(person.address.city)
withObservationTracking { _ = person.address } onChange: { print("address will be replaced") }
print("city through the reference")
person.address.city = "Nice"
print("new address")
let old = person.address
person.address = Address()
print(old.city, person.address.city)
withObservationTracking { _ = old.city } onChange: { print("old address changes") }
print("the new address")
person.address.city = "Lille"
print("the old one")
old.city = "Metz"
