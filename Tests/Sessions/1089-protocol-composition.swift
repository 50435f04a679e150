// Protocol composition: a parameter of type Named & Aged needs both conformances
protocol Named {
    var name: String { get }
}
protocol Aged {
    var age: Int { get }
}
struct Person: Named, Aged {
    var name: String
    var age: Int
}
struct Robot: Named {
    var name: String
}
typealias Member = Named & Aged
func birthdayMessage(_ who: Named & Aged) -> String {
    "Happy birthday, \(who.name), now \(who.age + 1)!"
}
func oldest(_ people: [any Member]) -> String {
    people.max { $0.age < $1.age }?.name ?? "nobody"
}
let ada = Person(name: "Ada", age: 36)
print(birthdayMessage(ada))
print(oldest([ada, Person(name: "Grace", age: 85)]))
print(oldest([]))
let things: [Any] = [ada, Robot(name: "R2")]
print(things.map { $0 is Member })
print(things.compactMap { ($0 as? Named)?.name })
