// An array typed [Animal] holds instances of different subclasses, each answering with its own override
class Animal {
    let name: String
    init(name: String) { self.name = name }
    func sound() -> String { "" }
    var legs: Int { 4 }
}
class Dog: Animal {
    override func sound() -> String { "woof" }
}
class Cat: Animal {
    override func sound() -> String { "meow" }
}
class Bird: Animal {
    override func sound() -> String { "tweet" }
    override var legs: Int { 2 }
}
let zoo: [Animal] = [Dog(name: "Rex"), Cat(name: "Tom"), Bird(name: "Tweety"), Cat(name: "Kit")]
for animal in zoo {
    print("\(animal.name): \(animal.sound())")
}
print(zoo.map { $0.legs }.reduce(0, +))
print(zoo.filter { $0.sound() == "meow" }.map { $0.name })
let loudest = zoo.max { $0.sound().count < $1.sound().count }!
print(loudest.name)
