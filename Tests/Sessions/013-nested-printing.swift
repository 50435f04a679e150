// Top level vs nested: inside arrays and structs, strings are quoted, enums qualified, optionals wrapped.
let name = "Olivier"
let role = Role.designer
let nickname: String? = "Oli"
print(name, role, nickname as Any)
print([name], [role], [nickname])
print(sample.person)
print([sample.person.address])
struct Badge {
    var label: String
    var role: Role
    var level: Int?
    var tags: [String]
}
let badge = Badge(label: "Lead \"A\"", role: .manager, level: 2, tags: ["x", "y"])
print(badge)
print([badge.level, nil])
print(badge.label, badge.role, badge.level as Any)
