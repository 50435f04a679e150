// A weak property reads nil once nothing else holds its object
class Owner {
    var name: String
    init(name: String) { self.name = name }
}
class Pet {
    weak var owner: Owner?
}
let pet = Pet()
func f() {
    var o: Owner? = Owner(name: "x")
    pet.owner = o
    print(pet.owner?.name ?? "none")
    o = nil
    print(pet.owner?.name ?? "none")
}
f()
var list = [Owner(name: "a"), Owner(name: "b")]
pet.owner = list[1]
list.removeLast()
print(pet.owner?.name ?? "none")
pet.owner = Owner(name: "fresh")
print(pet.owner?.name ?? "none")
