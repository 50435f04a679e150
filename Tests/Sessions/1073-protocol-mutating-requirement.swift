// A mutating requirement: structs and enums change themselves through it
protocol Togglable {
    mutating func toggle()
}
enum Switch: Togglable {
    case off, on
    mutating func toggle() {
        self = self == .on ? .off : .on
    }
}
struct Lamp: Togglable {
    var lit = false
    var flips = 0
    mutating func toggle() {
        lit.toggle()
        flips += 1
    }
}
var s = Switch.off
s.toggle()
print(s)
s.toggle()
print(s)
var lamp = Lamp()
lamp.toggle()
lamp.toggle()
lamp.toggle()
print(lamp.lit, lamp.flips)
func toggleTwice<T: Togglable>(_ value: inout T) {
    value.toggle()
    value.toggle()
}
toggleTwice(&lamp)
print(lamp)
