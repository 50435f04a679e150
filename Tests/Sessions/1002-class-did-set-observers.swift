// didSet on a class's stored property runs after every assignment, with oldValue at hand
class Thermostat {
    var target = 20 {
        didSet {
            print("target \(oldValue) -> \(target)")
            if target > 30 {
                target = 30
            }
        }
    }
    var changes = 0
    var mode = "heat" {
        didSet { changes += 1 }
    }
}
let thermostat = Thermostat()
thermostat.target = 22
thermostat.target += 3
thermostat.target = 35
print(thermostat.target)
thermostat.mode = "cool"
thermostat.mode = "cool"
print(thermostat.mode, thermostat.changes)
let alias = thermostat
alias.target = 18
print(thermostat.target)
