// `some P` parameters: generic parameters, each call checked for its argument's own type.
protocol Animal {
    var name: String { get }
    func sound() -> String
}
struct Dog: Animal {
    var name: String
    func sound() -> String { "woof" }
}
class Cat: Animal {
    var name = "tom"
    func sound() -> String { "meow" }
}
func introduce(_ animal: some Animal) -> String { "\(animal.name) says \(animal.sound()) as a \(type(of: animal))" }
func pair(_ a: some Animal, _ b: some Animal) -> String { a.name + " & " + b.name }
print(introduce(Dog(name: "rex")))
print(introduce(Cat()))
print(pair(Dog(name: "fido"), Cat()))
func total(_ values: some Collection) -> Int { values.count }
print(total([1, 2, 3]), total("hello"), total(["a": 1]))
func same(_ a: some Equatable, _ b: some Equatable) -> String { "\(a) and \(b)" }
print(same(1, "x"), same(2.5, true))
func loudest(_ animals: [some Animal]) -> String { animals.map { $0.sound() }.joined(separator: " ") }
print(loudest([Dog(name: "a"), Dog(name: "b")]))
