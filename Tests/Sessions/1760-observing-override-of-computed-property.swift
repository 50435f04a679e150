// willSet/didSet added by a subclass to a computed property it inherits: super's getter gives oldValue, super's setter stores
class Thermostat {
    var stored = 20
    var celsius: Int {
        get { stored }
        set {
            print("Thermostat sets", newValue)
            stored = newValue
        }
    }
}
class LoggingThermostat: Thermostat {
    override var celsius: Int {
        willSet(next) { print("about to set", next, "from", celsius) }
        didSet { print("changed from", oldValue, "to", celsius) }
    }
}
let plain = Thermostat()
plain.celsius = 18
let logging = LoggingThermostat()
logging.celsius = 25
logging.celsius += 1
let asBase: Thermostat = logging
asBase.celsius = 30
print(plain.celsius, logging.celsius, asBase.celsius)
