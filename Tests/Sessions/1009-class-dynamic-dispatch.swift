// A superclass-typed variable calls the subclass's override: the instance decides, not the variable's type
class Animal {
    func speak() -> String { "..." }
    func introduce() -> String { "I say \(speak())" }
}
class Dog: Animal {
    override func speak() -> String { "Woof" }
}
class Puppy: Dog {
    override func speak() -> String { "Yip" }
}
let pet: Animal = Dog()
print(pet.speak())
print(pet.introduce())
var current: Animal = Animal()
print(current.introduce())
current = Puppy()
print(current.introduce())
func chorus(_ a: Animal, times: Int) -> String {
    Array(repeating: a.speak(), count: times).joined(separator: " ")
}
print(chorus(Puppy(), times: 3))
let dog: Dog = Puppy()
print(dog.speak())
