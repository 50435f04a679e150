// A protocol extension gives a default implementation that a conforming type may replace
protocol Greeter {
    var name: String { get }
    func greet() -> String
}
extension Greeter {
    func greet() -> String {
        "Hello, I am \(name)."
    }
    func greetTwice() -> String {
        greet() + " " + greet()
    }
}
struct Robot: Greeter {
    var name: String
}
struct Pirate: Greeter {
    var name: String
    func greet() -> String {
        "Arr, \(name) be here!"
    }
}
let r = Robot(name: "R2")
let p = Pirate(name: "Jack")
print(r.greet())
print(p.greet())
print(p.greetTwice())
let greeters: [Greeter] = [r, p]
for g in greeters {
    print(g.greet())
}
