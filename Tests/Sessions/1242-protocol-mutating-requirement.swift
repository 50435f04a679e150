// A protocol with a mutating method requirement, adopted by a struct and an enum, and called via a generic
protocol Togglable {
    mutating func toggle()
}
enum Switch: Togglable {
    case off, on
    mutating func toggle() {
        switch self {
        case .off: self = .on
        case .on: self = .off
        }
    }
}
struct Lamp: Togglable {
    var isOn = false
    var flips = 0
    mutating func toggle() {
        isOn.toggle()
        flips += 1
    }
}
func toggleTimes<T: Togglable>(_ value: inout T, _ n: Int) {
    for _ in 0..<n { value.toggle() }
}
var s = Switch.off
s.toggle()
print(s)
toggleTimes(&s, 3)
print(s)
var lamp = Lamp()
toggleTimes(&lamp, 5)
print(lamp)
var items: [any Togglable] = [Switch.on, Lamp()]
items[0].toggle()
items[1].toggle()
print(items[0], items[1])
