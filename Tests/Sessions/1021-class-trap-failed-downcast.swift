// as! to the wrong subclass traps: a Dog is not a Cat
class Animal {
    let name: String
    init(name: String) { self.name = name }
}
class Dog: Animal {}
class Cat: Animal {
    func purr() -> String { "\(name) purrs" }
}
let pets: [Animal] = [Cat(name: "Tom"), Dog(name: "Rex")]
let tom = pets[0] as! Cat
print(tom.purr())
print(pets[1] as? Cat == nil)
let rex = pets[1] as! Cat
print(rex.purr())
