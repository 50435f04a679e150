// arguments: --no-sample --keep-going
// --no-sample starts with an empty session: not even the sample's types exist.
print(sample.person)
let role = Role.engineer
struct Address { var number: Int; var street: String }
let home = Address(number: 1, street: "A")
print(home)
