import SwiftUI
import Observation

// @Bindable gives bindings to an @Observable object's properties ($profile.name). It
// invalidates nothing itself: a body runs again because Observation tracked what it read
// (views.md, "Observation"), so _printChanges says @dependencies, and a view holding the
// same object that read nothing of it, or only another property, does not run.
@Observable
final class Profile {
    var name = "Ann"
    var age = 30
}

struct NameEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TextField("Name", text: $profile.name)
            Text("Hello \(profile.name)")
        }
    }
}

struct AgeLabel: View {
    @Bindable var profile: Profile

    var body: some View {
        let _ = Self._printChanges()
        Text("age \(profile.age)")
    }
}

struct Untouched: View {
    @Bindable var profile: Profile

    var body: some View {
        let _ = Self._printChanges()
        Text("reads nothing of the profile")
    }
}

struct ProfileScreen: View {
    let profile: Profile

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            NameEditor(profile: profile)
            AgeLabel(profile: profile)
            Untouched(profile: profile)
            Button("Birthday") { profile.age += 1 }
        }
    }
}

let profile = Profile()
let host = ViewHost(ProfileScreen(profile: profile))
print("-- fill through $profile.name")
host.fill("Name", "Bob")
print(profile.name)
print("-- birthday")
host.tap("Birthday")
print("-- written by the program")
profile.name = "Cy"
print(host.render())
