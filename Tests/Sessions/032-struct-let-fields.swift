// let fields are fixed at initialisation; the struct can still be copied into a var and changed elsewhere.
struct Badge {
    let id: Int
    var holder: String
    let role: Role
}
var badge = Badge(id: 1, holder: "Olivier", role: .engineer)
badge.holder = "Ada"
print(badge)
let frozen = badge
print(frozen.id, frozen.holder, frozen.role)
var badges = [badge, Badge(id: 2, holder: "Grace", role: .manager)]
badges[1].holder += " Hopper"
print(badges.map { $0.holder })
badges[0] = Badge(id: 3, holder: badges[0].holder, role: .designer)
print(badges[0])
