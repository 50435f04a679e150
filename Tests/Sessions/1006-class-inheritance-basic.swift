// A subclass adds stored properties and sets them before calling super.init
class Vehicle {
    var brand: String
    var speed = 0
    init(brand: String) {
        self.brand = brand
    }
    func accelerate(by amount: Int) {
        speed += amount
    }
    func info() -> String { "\(brand) at \(speed) km/h" }
}
class Car: Vehicle {
    var seats: Int
    var gear = 1
    init(brand: String, seats: Int) {
        self.seats = seats
        super.init(brand: brand)
    }
    func shiftUp() {
        gear += 1
        accelerate(by: 20)
    }
}
let car = Car(brand: "Volvo", seats: 5)
car.accelerate(by: 10)
car.shiftUp()
car.shiftUp()
print(car.info(), car.gear, car.seats)
let bike = Vehicle(brand: "Trek")
bike.accelerate(by: 15)
print(bike.info())
print(car is Vehicle, car.brand)
