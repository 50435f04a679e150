// Overriding a stored property with observers and a computed property with a getter in a subclass
class Light {
    var brightness = 0 {
        didSet { print("Light brightness \(brightness)") }
    }
    var status: String { brightness > 0 ? "on" : "off" }
}
class Dimmer: Light {
    override var brightness: Int {
        willSet { print("Dimmer will set \(newValue)") }
        didSet { print("Dimmer did set from \(oldValue)") }
    }
    override var status: String { "dimmer " + super.status }
}
let d = Dimmer()
d.brightness = 5
print(d.status)
let l: Light = d
l.brightness = 0
print(l.status)
