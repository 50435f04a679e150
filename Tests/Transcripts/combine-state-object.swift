// arguments: --keep-going
// @StateObject and @ObservedObject, and `$vm.name` (a Binding) against `vm.$name` (a publisher).
// SwiftUI and Combine are not available on Linux: this transcript's expected output was written
// from their documented semantics, not recorded from swiftc. Outside a view SwiftUI would make
// a new object on every access of a @StateObject; bindscope keeps the first, as a view does.
// Reports: a write prints what the sinks print as it happens (in willSet, before the value is
// stored), then the dependents that changed, old → new.
import SwiftUI

final class Profile: ObservableObject {
    @Published var name = "Ada"
    @Published var age = 36
    var visits = 0
}
@StateObject var profile = Profile()
:watch greeting = "Hello, \(profile.name)"
:watch nextAge = profile.age + 1
let names = profile.$name.sink { print("sink: name will be", $0) }
profile.name = "Grace"
profile.age += 1
let nameBinding = $profile.name
nameBinding.wrappedValue = "Hopper"
$profile.age.wrappedValue = 40
$profile.visits.wrappedValue += 1
print(profile.name, profile.age, profile.visits)
:explain profile
:explain $profile.name
:explain profile.$name

// An @ObservedObject in a struct shares the object it was given.
struct ProfileView {
    @ObservedObject var model: Profile
    func rename(_ name: String) { model.name = name }
}
let view = ProfileView(model: profile)
view.rename("Lovelace")
view.$model.age.wrappedValue = 50
:explain view.$model.name
print(view.model === profile)

// The binding is a dependent of the object's property, like a State's.
:watch shown = nameBinding.wrappedValue.uppercased()
profile.name = "Ada"

// Dependents are tracked per object and property: :set verbose lists every dependent a write
// re-evaluated, and another object's or another property's writes reach none of these.
:set verbose on
let another = Profile()
:watch anotherName = another.name
another.age = 1
another.name = "Bo"
profile.age = 60
