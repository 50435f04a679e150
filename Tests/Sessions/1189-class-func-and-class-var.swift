// class func and class var overridden in subclasses, static func, called through the type and through type(of:)
class Animal {
    class var kind: String { "animal" }
    class func make() -> Animal { Animal() }
    static func describe() -> String { "Animals: \(kind)" }
    func sound() -> String { "..." }
}
class Dog: Animal {
    override class var kind: String { "dog" }
    override class func make() -> Animal { Dog() }
    override func sound() -> String { "Woof" }
}
print(Animal.kind, Dog.kind)
print(Animal.make().sound(), Dog.make().sound())
print(Animal.describe(), Dog.describe())
let pet: Animal = Dog()
print(type(of: pet).kind)
print(type(of: pet))
let types: [Animal.Type] = [Animal.self, Dog.self]
for t in types { print(t.kind, t.make().sound()) }
