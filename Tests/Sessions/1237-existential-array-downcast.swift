// Existential arrays [any P] with as? downcasts to concrete types, is checks and switch with case let as
protocol Vehicle {
    var wheels: Int { get }
}
struct Car: Vehicle {
    var wheels: Int { 4 }
    var brand: String
}
struct Bike: Vehicle {
    var wheels: Int { 2 }
    var gears: Int
}
let garage: [any Vehicle] = [Car(brand: "Volvo"), Bike(gears: 21), Car(brand: "Fiat")]
for v in garage {
    if let car = v as? Car {
        print("car by \(car.brand)")
    } else if let bike = v as? Bike {
        print("bike with \(bike.gears) gears")
    }
}
print(garage.filter { $0 is Car }.count)
print(garage.compactMap { $0 as? Bike }.map(\.gears))
for v in garage {
    switch v {
    case let c as Car: print("Car", c.brand, c.wheels)
    case is Bike: print("some bike")
    default: print("other")
    }
}
print(garage.map(\.wheels).reduce(0, +))
let first = garage[0]
print((first as? Bike)?.gears as Any)
let things: [Any] = [1, "two", Car(brand: "Kia")]
print(things.compactMap { $0 as? Vehicle }.count)
