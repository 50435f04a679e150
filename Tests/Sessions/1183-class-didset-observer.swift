// Property observers on a class: didSet with oldValue, willSet with newValue, clamping inside didSet
class Thermostat {
    var log: [String] = []
    var target: Int = 20 {
        willSet { log.append("will \(target)->\(newValue)") }
        didSet {
            if target > 30 { target = 30 }
            log.append("did \(oldValue)->\(target)")
        }
    }
    init() {}
    init(start: Int) { target = start }
}
let t = Thermostat()
t.target = 25
t.target = 40
t.target += 1
print(t.target)
for line in t.log { print(line) }
let u = Thermostat(start: 99)
print(u.target, u.log.count)
