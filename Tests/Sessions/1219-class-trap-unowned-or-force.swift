// Force-unwrapping a weak reference after its object is gone traps
class Owner { var name = "owner" }
class Pet {
    weak var owner: Owner?
}
let pet = Pet()
var owner: Owner? = Owner()
pet.owner = owner
print(pet.owner!.name)
owner = nil
print(pet.owner == nil)
print(pet.owner!.name)
