// Protocol compositions as parameter, property, element and constraint types
protocol Named {
    var name: String { get }
}
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greetTwice() -> String { greet() + " " + greet() }
}
struct Host: Named, Greeter {
    var name: String
    func greet() -> String { "Hi, I am \(name)" }
}
struct Bot: Named {
    var name: String
}
struct Party {
    var host: any Named & Greeter
    var guests: [Named] = []
}
func introduce<T: Named & Greeter>(_ who: T) -> String {
    who.name + ": " + who.greet()
}
var party = Party(host: Host(name: "Ada"))
party.guests.append(Bot(name: "R2"))
print(party.host.name, party.host.greet())
print(party.host.greetTwice())
print(introduce(Host(name: "Grace")))
let all: [Any] = [Host(name: "x"), Bot(name: "y"), 3]
print(all.map { $0 is Named & Greeter }, all.compactMap { ($0 as? any Named & Greeter)?.greet() })
let pairs: [(Named & Greeter)] = [Host(name: "p"), Host(name: "q")]
print(pairs.map(\.name))
