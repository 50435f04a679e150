// Everyday members: a copy-returning method, an enum init assigning self, a Binding parameter, a closure property called by a method, a trailing closure to a memberwise init.
struct Human {
    var name: String
    var age: Int
    func with(name: String) -> Human {
        var copy = self
        copy.name = name
        return copy
    }
    func isOlder(than other: Human) -> Bool { age > other.age }
}
let ada = Human(name: "Ada", age: 36)
let grace = ada.with(name: "Grace")
print(grace, ada.isOlder(than: grace))
enum Status {
    case active, inactive
    init(code: Int) {
        switch code {
        case 1: self = .active
        default: self = .inactive
        }
    }
    var label: String { self == .active ? "on" : "off" }
}
print(Status(code: 1).label, Status(code: 7))
func toggle(_ flag: Binding<Bool>) {
    flag.wrappedValue.toggle()
}
@State var isOn = false
toggle($isOn)
print(isOn)
struct Button {
    var title: String
    var action: () -> Void
    func tap() { action() }
}
var taps = 0
let button = Button(title: "OK") { taps += 1 }
button.tap()
button.action()
print(taps)
struct Config {
    static func make(debug: Bool = false, level: Int = 1) -> String { "debug=\(debug) level=\(level)" }
}
print(Config.make(), Config.make(level: 3))
func bindingTo(_ values: Binding<[Int]>, at index: Int) -> Binding<Int> {
    values[index]
}
@State var numbers = [1, 2, 3]
let second = bindingTo($numbers, at: 1)
second.wrappedValue = 20
print(numbers)
