// Members of a session's types see the sample module's globals (`sample`), as file-scope code does.
struct Badge {
    var label: String
    var owner: String { sample.person.name }
    static let defaultRole = sample.role
}
let badge = Badge(label: "lead")
print(badge.owner, badge.label, Badge.defaultRole)
let shown = { badge.owner + "!" }
print(shown())
