// A `let` constant holding an instance still lets you set the instance's `var` properties
class Profile {
    let id: Int
    var name: String
    var isPrivate = false
    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
let profile = Profile(id: 7, name: "sam")
profile.name = "Sam"
profile.isPrivate = true
print(profile.id, profile.name, profile.isPrivate)
let profiles = [profile, Profile(id: 8, name: "kim")]
profiles[1].name = "Kim"
print(profiles.map { $0.name })
print(profile.name == profiles[0].name)
profiles[0].name = "Samuel"
print(profile.name)
