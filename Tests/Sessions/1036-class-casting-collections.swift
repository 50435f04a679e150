// Casting whole arrays and filtering by class: as? [Dog], compactMap with as?, and upcasting with as
class Animal {
    let name: String
    init(name: String) { self.name = name }
}
class Dog: Animal {
    var tricks: [String] = []
}
class Cat: Animal {}
let dogs = [Dog(name: "Rex"), Dog(name: "Fido")]
let animals: [Animal] = dogs
print(animals.count, animals[0].name)
if let backToDogs = animals as? [Dog] {
    backToDogs[0].tricks.append("sit")
    print("all dogs", backToDogs.count)
}
print(dogs[0].tricks)
let mixed: [Animal] = [Cat(name: "Tom"), Dog(name: "Spot"), Cat(name: "Kit")]
print((mixed as? [Dog]) == nil)
let onlyCats = mixed.compactMap { $0 as? Cat }
print(onlyCats.map { $0.name })
let upcast = Dog(name: "Max") as Animal
print(upcast.name, upcast is Dog)
let any: Any = mixed[1]
print((any as? Dog)?.name ?? "no", (any as? Cat)?.name ?? "no")
