// Default property values that construct instances: each new object gets its own, until shared explicitly
class Engine {
    var rpm = 0
}
class Car {
    var engine = Engine()
    let spare: Engine = Engine()
    var passengers: [String] = []
}
let c1 = Car()
let c2 = Car()
c1.engine.rpm = 3000
print(c1.engine.rpm, c2.engine.rpm)
print(c1.engine === c2.engine, c1.spare === c1.engine)
c2.engine = c1.engine
c2.engine.rpm += 500
print(c1.engine.rpm)
c1.passengers.append("Ann")
print(c1.passengers, c2.passengers)
struct Garage { var car = Car() }
let g1 = Garage()
var g2 = g1
g2.car.engine.rpm = 1
print(g1.car.engine.rpm, g1.car === g2.car)
