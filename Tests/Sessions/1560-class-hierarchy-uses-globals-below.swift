// main.swift: a class whose methods use a function and a variable declared below it, and its subclasses
class Animal {
    let name: String
    init(name: String) { self.name = name }
    func speak() -> String { "\(name): \(sound(for: name))" }
    func register() { registry.append(name) }
}

class Dog: Animal {
    override func speak() -> String { super.speak() + "!" }
}

final class Puppy: Dog {}

func sound(for name: String) -> String {
    name == "Cat" ? "..." : "woof"
}

var registry: [String] = []

let animals = [Animal(name: "Cat"), Dog(name: "Rex"), Puppy(name: "Bit")]
for animal in animals {
    animal.register()
    print(animal.speak())
}
print(registry)
