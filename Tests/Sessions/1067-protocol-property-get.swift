// A { get } property requirement can be met by a let, a var or a computed property
protocol Named {
    var name: String { get }
}
struct Dog: Named {
    let name: String
}
struct City: Named {
    var name: String
    var country: String
}
struct Employee: Named {
    var first: String
    var last: String
    var name: String { "\(first) \(last)" }
}
func greet(_ thing: Named) {
    print("Hello, \(thing.name)")
}
greet(Dog(name: "Rex"))
greet(City(name: "Lyon", country: "France"))
let ada = Employee(first: "Ada", last: "Lovelace")
greet(ada)
let all: [Named] = [ada, Dog(name: "Fido")]
print(all.map { $0.name })
print(all.map { $0.name.count })
