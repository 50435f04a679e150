import SwiftUI

// A parent passes `$name` to a child's @Binding: the child's field writes the parent's State.
// Only bodies that read `name` run again.
struct NameField: View {
    @Binding var name: String

    var body: some View {
        let _ = Self._printChanges()
        TextField("Name", text: $name)
    }
}

struct Greeting: View {
    let name: String

    var body: some View {
        let _ = Self._printChanges()
        Text("Hello, \(name)!")
    }
}

struct ProfileView: View {
    @State private var name = "Ann"
    @State private var taps = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            NameField(name: $name)
            Greeting(name: name)
            Button("Taps: \(taps)") { taps += 1 }
        }
    }
}

let host = ViewHost(ProfileView())
print(host.render())
print("-- fill")
host.fill("Name", "Bob")
print(host.render())
print("-- tap")
host.tap("Taps: 0")
print(host.render())
