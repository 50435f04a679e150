// type(of:) gives the dynamic class of an instance, even through a superclass-typed variable
class Animal {}
class Dog: Animal {}
class Cat: Animal {}
let pets: [Animal] = [Dog(), Cat(), Animal()]
for pet in pets {
    print(type(of: pet))
}
let pet: Animal = Dog()
print(type(of: pet) == Dog.self, type(of: pet) == Animal.self)
print(Dog.self, Animal.self)
print("a \(type(of: pet)) lives here")
print(String(describing: type(of: pets[1])))
print(type(of: pets))
let names = pets.map { "\(type(of: $0))" }
print(names)
