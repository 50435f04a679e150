// Fields of type Any and AnyHashable print their contents with nested (debug) formatting.
struct Bag {
    var value: Any
    var key: AnyHashable
    var maybe: Any?
}
let b = Bag(value: "text", key: "k", maybe: 3)
print(b)
let c = Bag(value: [Role.designer], key: 1, maybe: nil)
print(c)
print(b.value, b.key, b.maybe as Any)
let d = Bag(value: sample.nickname as Any, key: Role.manager, maybe: sample.person.address)
print(d)
