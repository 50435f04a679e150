// Mutating protocol requirements on existentials, class initializers and overrides with default arguments, shared references in structs
protocol Resettable { mutating func reset() }
struct Counter: Resettable {
    var count = 0
    mutating func increment() { count += 1 }
    mutating func reset() { count = 0 }
}
var items: [Resettable] = [Counter(count: 3), Counter(count: 5)]
for i in items.indices { items[i].reset() }
print(items.count)
var c = Counter()
c.increment(); c.increment()
var r: Resettable = c
r.reset()
print(c.count, (r as! Counter).count)
class Vehicle {
    var speed = 0
    let wheels: Int
    init(wheels: Int) { self.wheels = wheels }
    convenience init() { self.init(wheels: 4) }
    func accelerate(by amount: Int = 10) { speed += amount }
    var summary: String { "\(wheels) wheels at \(speed)" }
}
class Bike: Vehicle {
    var hasBell = true
    init() { super.init(wheels: 2) }
    override func accelerate(by amount: Int = 10) { super.accelerate(by: amount / 2) }
    override var summary: String { "bike: " + super.summary }
}
let fleet: [Vehicle] = [Vehicle(), Bike(), Vehicle(wheels: 6)]
fleet.forEach { $0.accelerate() }
fleet[1].accelerate(by: 30)
for v in fleet { print(v.summary) }
print(fleet.filter { $0 is Bike }.count, fleet.compactMap { $0 as? Bike }.first?.hasBell ?? false)
let fastest = fleet.max { $0.speed < $1.speed }!
print(fastest.summary, fastest === fleet[0])
struct Wallet { let owner: Vehicle }
let w1 = Wallet(owner: fleet[2])
let w2 = w1
w2.owner.speed = 99
print(w1.owner.speed)
func reassign(_ v: Vehicle) { v.speed = -1 }
reassign(w1.owner)
print(fleet[2].speed)
var counter2 = 0
let increment = { [fleet] in counter2 += fleet.count }
increment()
print(counter2)
