// Optional chaining with ?. yields nil as soon as one link is nil; the result is always optional.
struct Pet {
    var name: String
}
struct Owner {
    var name: String
    var pet: Pet?
}
var owner = Owner(name: "Olivier", pet: nil)
print(owner.pet?.name as Any)
print(owner.pet?.name.count as Any)
owner.pet = Pet(name: "Swifty")
print(owner.pet?.name as Any, owner.pet?.name.count as Any)
print(owner.pet?.name ?? "no pet")
owner.pet?.name = "Ziggy"
print(owner)
let note = sample.todos[2].note
print(note?.isEmpty as Any, note?.uppercased() ?? "no note")
print(sample.todos[1].note?.uppercased() as Any)
owner.pet = nil
owner.pet?.name = "ignored"
print(owner)
