// weak and unowned references
class Owner {
    var name: String
    init(name: String) { self.name = name }
}
class Pet {
    weak var owner: Owner?
    unowned let keeper: Owner
    init(keeper: Owner) { self.keeper = keeper }
}
func scoped(_ pet: Pet) {
    let temp = Owner(name: "temp")
    pet.owner = temp
    print(pet.owner?.name ?? "none")
}
let keeper = Owner(name: "Kim")
let pet = Pet(keeper: keeper)
print(pet.owner == nil, pet.keeper.name)
scoped(pet)
print(pet.owner?.name ?? "gone")
var ada: Owner? = Owner(name: "Ada")
pet.owner = ada
print(pet.owner!.name)
let others = [ada!]
ada = nil
print(pet.owner?.name ?? "gone")
print(others.count, pet.owner === others[0])
