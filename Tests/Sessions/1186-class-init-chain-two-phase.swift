// Two-phase initialisation: subclass sets its own properties before super.init, then uses self after
class Vehicle {
    var wheels: Int
    var summary: String = ""
    init(wheels: Int) {
        self.wheels = wheels
        print("Vehicle.init \(wheels)")
    }
    convenience init() {
        self.init(wheels: 4)
        print("Vehicle convenience")
    }
    func describe() -> String { "\(wheels) wheels" }
}
class Bicycle: Vehicle {
    var hasBell: Bool
    init(hasBell: Bool) {
        self.hasBell = hasBell
        print("Bicycle phase 1")
        super.init(wheels: 2)
        summary = describe()
        print("Bicycle phase 2")
    }
    override func describe() -> String { super.describe() + (hasBell ? " and a bell" : "") }
}
let v = Vehicle()
print(v.describe())
let bike = Bicycle(hasBell: true)
print(bike.summary)
