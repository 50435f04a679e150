import SwiftUI

// A child holding `$name` re-runs when `name` changes and it read it; the parent, which
// only passed the binding, does not (views.md: "A Binding passed to a child…").
struct NameEditor: View {
    @Binding var name: String

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Editing \(name)")
            TextField("Name", text: $name)
        }
    }
}

struct Profile: View {
    @State private var name = "Ann"
    @State private var age = 30

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Age \(age)")
            NameEditor(name: $name)
            Button("Birthday") { age += 1 }
        }
    }
}

let host = ViewHost(Profile())
print(host.render())
print("-- fill")
host.fill("Name", "Bob")
print(host.render())
print("-- birthday")
host.tap("Birthday")
print(host.render())
