// willSet and didSet on a struct's stored property; didSet may correct the value without calling itself.
struct Thermostat {
    var target: Int = 20 {
        willSet { print("will set to", newValue, "from", target) }
        didSet {
            if target > 30 { target = 30 }
            print("did set from", oldValue, "to", target)
        }
    }
    var name = "hall"
}
var thermostat = Thermostat()
thermostat.target = 25
thermostat.target += 10
thermostat.name = "kitchen"
print(thermostat)
let initial = Thermostat(target: 99, name: "attic")
print(initial.target)
