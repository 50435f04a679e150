// A struct holding a class instance: copies of the struct share that one object
class Engine {
    var horsepower: Int
    init(horsepower: Int) { self.horsepower = horsepower }
}
struct Car {
    var model: String
    var engine: Engine
}
var first = Car(model: "Mini", engine: Engine(horsepower: 90))
var second = first
second.model = "Cooper"
second.engine.horsepower = 130
print(first.model, first.engine.horsepower)
print(second.model, second.engine.horsepower)
print(first.engine === second.engine)
second.engine = Engine(horsepower: 200)
second.engine.horsepower += 1
print(first.engine.horsepower, second.engine.horsepower)
let parked = first
parked.engine.horsepower = 75
print(first.engine.horsepower)
