// Optional chaining through class references: reading and assigning stops quietly at the first nil
class Address {
    var street: String
    init(street: String) { self.street = street }
}
class Residence {
    var rooms = 1
    var address: Address?
}
class Person {
    var name: String
    var residence: Residence?
    init(name: String) { self.name = name }
}
let john = Person(name: "John")
print(john.residence?.rooms as Any)
john.residence?.rooms = 4
print(john.residence?.rooms ?? 0)
john.residence = Residence()
john.residence?.rooms = 4
print(john.residence?.rooms ?? 0)
print(john.residence?.address?.street ?? "no street")
let home = Address(street: "Elm St")
john.residence?.address = home
home.street = "Oak St"
print(john.residence?.address?.street ?? "no street")
if let rooms = john.residence?.rooms, rooms > 2 {
    print("\(john.name) has \(rooms) rooms")
}
