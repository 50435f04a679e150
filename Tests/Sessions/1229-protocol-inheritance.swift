// Protocol inheritance: Named, Aged, Person: Named, Aged, and a function taking the refined protocol
protocol Named {
    var name: String { get }
}
protocol Aged {
    var age: Int { get }
}
protocol Greeter: Named {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello, I'm \(name)" }
}
struct Student: Greeter, Aged {
    let name: String
    let age: Int
}
struct Robot: Greeter {
    var name: String
    func greet() -> String { "BEEP \(name.uppercased())" }
}
func wishHappyBirthday(to celebrator: Named & Aged) {
    print("Happy birthday, \(celebrator.name), you're \(celebrator.age)!")
}
let st = Student(name: "Malcolm", age: 21)
wishHappyBirthday(to: st)
let greeters: [Greeter] = [st, Robot(name: "r2")]
for g in greeters {
    print(g.greet())
}
let named: [Named] = greeters
print(named.map { $0.name }.joined(separator: ", "))
print(st is Aged, greeters[1] is Aged)
