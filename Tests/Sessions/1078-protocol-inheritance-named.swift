// Protocol inheritance: Named refines CustomStringConvertible and supplies description
protocol Named: CustomStringConvertible {
    var name: String { get }
}
extension Named {
    var description: String { "<\(name)>" }
}
protocol Aged: Named {
    var age: Int { get }
}
struct Planet: Named {
    var name: String
}
struct Person: Aged {
    var name: String
    var age: Int
}
let earth = Planet(name: "Earth")
let ada = Person(name: "Ada", age: 36)
print(earth)
print(ada, ada.age)
print("Meet \(ada) on \(earth)")
print([earth, Planet(name: "Mars")])
let named: [Named] = [earth, ada]
print(named.map(\.description).joined(separator: ", "))
let described: CustomStringConvertible = ada
print(described.description, ada is Named)
