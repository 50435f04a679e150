// Optional chaining through class references: assigning through ?., calling methods, and nil results
class Room { var name: String; init(name: String) { self.name = name } }
class Residence {
    var rooms: [Room] = []
    var address: Address?
    var numberOfRooms: Int { rooms.count }
    func printNumberOfRooms() { print("The number of rooms is \(numberOfRooms)") }
}
class Address {
    var street: String?
    func identifier() -> String? { street.map { "at \($0)" } }
}
class Resident { var residence: Residence? }
let john = Resident()
print(john.residence?.numberOfRooms as Any)
john.residence?.address = Address()
print(john.residence == nil)
john.residence = Residence()
john.residence?.rooms.append(Room(name: "Kitchen"))
john.residence?.address = Address()
john.residence?.address?.street = "Acacia Road"
john.residence?.printNumberOfRooms()
print(john.residence?.address?.identifier() ?? "unknown")
if let first = john.residence?.rooms.first?.name { print(first) }
print(john.residence?.address?.street?.uppercased() ?? "")
